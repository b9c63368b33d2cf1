import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../app.ts';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { seedDemo } from '../demo/seed.ts';
import { detectLanguage, readPreferences } from '../../http/preferences.ts';

let app: App;
let webDir: string;
let buildDir: string;

const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Dealbridge</title><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>';
// First-paint shells of two routes (the build writes them from the app, src/web/prerender.tsx).
const SHELLS = {
  en: {
    title: 'Dealbridge EN',
    body: { '/services': '<main>Services EN</main>', '/businesses': '<main>Businesses EN, skeletons</main>' },
    // The page as it reads with PROFILE_REVIEW=manual, where it differs.
    manualReview: { '/services': '<main>Services EN, reviewed first</main>' },
    header: { UAE: { '/services': '<header>AE en</header>', '/businesses': '<header>AE en</header>' }, UK: { '/services': '<header>GB en</header>', '/businesses': '<header>GB en</header>' } },
  },
  ar: {
    title: 'Dealbridge AR',
    body: { '/services': '<main>Services AR</main>', '/businesses': '<main>Businesses AR, skeletons</main>' },
    header: { UAE: { '/services': '<header>AE ar</header>', '/businesses': '<header>AE ar</header>' } },
  },
};

// The build's renderer (render/prerender.mjs beside the web folder) as a stand-in that says what it was given; the
// real one draws the app's components (src/web/prerender.tsx), which the end-to-end suite checks.
const LISTING_PATH = '/api/listings/businesses?page=1&page_size=24';
const RENDERER = `export async function renderWithData(job) {
  const listing = job.data.answers[${JSON.stringify(LISTING_PATH)}];
  return '<header>drawn ' + job.country + ' ' + job.language + '</header><main>' + listing.items.length + ' of ' + listing.total + ' cards, rates ' + ('/api/rates' in job.data.answers) + ', ' + job.profileReview + '</main>';
}`;

const CARD_JS = `export const cards = ${JSON.stringify(Array.from({ length: 200 }, (_, k) => `card ${k}`))};`;

const ctx = testContextForFile();
beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-web-'));
  webDir = path.join(buildDir, 'web');
  fs.mkdirSync(webDir);
  fs.mkdirSync(path.join(buildDir, 'render'));
  fs.writeFileSync(path.join(buildDir, 'render', 'prerender.mjs'), RENDERER);
  fs.writeFileSync(path.join(webDir, 'shell-data.json'), JSON.stringify({ '/businesses': [LISTING_PATH, '/api/rates'] }));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDir, 'routes.json'), JSON.stringify({
    '/': { en: ['/assets/home.js', '/assets/home-en.js'], ar: ['/assets/home.js', '/assets/home-ar.js'] },
    '/businesses': { en: ['/assets/businesses.js', '/assets/card.js'], ar: ['/assets/businesses.js', '/assets/card.js'] },
  }));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'home.js'), 'export {};');
  // A chunk as the build leaves it: compressed beside itself (scripts/precompress.ts).
  fs.writeFileSync(path.join(webDir, 'assets', 'card.js'), CARD_JS);
  fs.writeFileSync(path.join(webDir, 'assets', 'card.js.br'), zlib.brotliCompressSync(CARD_JS));
  fs.writeFileSync(path.join(webDir, 'assets', 'card.js.gz'), zlib.gzipSync(CARD_JS));
  fs.writeFileSync(path.join(webDir, 'assets', 'index.css'), 'body{color:red}');
  fs.writeFileSync(path.join(webDir, 'shells.json'), JSON.stringify(SHELLS));
  fs.mkdirSync(path.join(webDir, 'flags'));
  fs.writeFileSync(path.join(webDir, 'flags', 'ae.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 9"/>');
  app = createApp({ ...ctx.deps, config: { ...ctx.config, webDir } }, { serveWeb: true });
});
afterAll(async () => {
  fs.rmSync(buildDir, { recursive: true, force: true });
});

const sessionIn = (html: string) => JSON.parse(/<script type="application\/json" id="dealbridge-session">(.*?)<\/script>/.exec(html)?.[1] ?? 'undefined');

describe('the web app page', () => {
  it('carries the visitor’s session: null when signed out, the current user when signed in', async () => {
    const visitor = new TestClient(app);
    const anonymous = await visitor.get('/');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-cache');
    expect(sessionIn(await anonymous.text())).toEqual({ user: null });

    const member = new TestClient(app);
    const registered = newUser('investor', { full_name: 'Layla </script><script>alert(1)</script>' });
    expect((await member.post('/api/auth/register', registered)).status).toBe(201);
    const html = await (await member.get("/dashboard")).text();
    // The name cannot end the data element early; it comes back intact.
    expect(html).not.toContain('</script><script>alert(1)');
    const { user } = sessionIn(html);
    expect(user).toMatchObject({ email: registered.email, full_name: registered.full_name, user_type: 'investor' });
    expect(JSON.stringify(user)).not.toMatch(/password|hash|token/i);
  });

  it('hints the route’s page code, matching paths as the router does', async () => {
    const client = new TestClient(app);
    const home = await (await client.get('/')).text();
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    const businesses = await (await client.get('/Businesses/')).text();
    expect(businesses).toContain('href="/assets/businesses.js"');
    expect(businesses).toContain('href="/assets/card.js"');
    expect(businesses).not.toContain('/assets/home.js');
    expect(await (await client.get('/no-such-page')).text()).not.toContain('<link rel="modulepreload"');
  });

  it('hints the texts of the language the page will show: the cookie or Accept-Language for a visitor, the saved one for a user', async () => {
    const visitor = new TestClient(app);
    const english = await (await visitor.get('/')).text();
    expect(english).toContain('href="/assets/home-en.js"');
    expect(english).not.toContain('home-ar.js');
    const arabic = await (await app.request('/', { headers: { 'Accept-Language': 'ar-AE,ar;q=0.9' } })).text();
    expect(arabic).toContain('href="/assets/home-ar.js"');
    expect(arabic).not.toContain('home-en.js');

    const member = new TestClient(app);
    expect((await member.post('/api/auth/register', newUser('investor'))).status).toBe(201);
    expect((await member.patch('/api/me', { language: 'ar' })).status).toBe(200);
    const signedIn = await (await member.get('/')).text();
    expect(signedIn).toContain('href="/assets/home-ar.js"');
  });

  it('serves hashed assets as immutable and leaves unknown API paths to the API', async () => {
    const client = new TestClient(app);
    const asset = await client.get('/assets/home.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await client.get('/api/nothing-here')).status).toBe(404);
  });

  it('sends a chunk the build compressed as those bytes, brotli first, and the file itself to a client that takes neither', async () => {
    const client = new TestClient(app);
    const asBrotli = await client.request('GET', '/assets/card.js', undefined, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(asBrotli.status).toBe(200);
    expect(asBrotli.headers.get('content-encoding')).toBe('br');
    expect(asBrotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(asBrotli.headers.get('content-type')).toContain('javascript');
    expect(asBrotli.headers.get('cache-control')).toContain('immutable');
    expect(zlib.brotliDecompressSync(Buffer.from(await asBrotli.arrayBuffer())).toString('utf8')).toBe(CARD_JS);

    const asGzip = await client.request('GET', '/assets/card.js', undefined, { 'accept-encoding': 'gzip' });
    expect(asGzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await asGzip.arrayBuffer())).toString('utf8')).toBe(CARD_JS);

    const plain = await client.request('GET', '/assets/card.js', undefined, {});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(CARD_JS);
  });

  it('serves the header’s flags as SVG images, cached for a day, which the page’s policy lets it show', async () => {
    const flag = await new TestClient(app).get('/flags/ae.svg');
    expect(flag.status).toBe(200);
    expect(flag.headers.get('content-type')).toContain('image/svg+xml');
    expect(flag.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(flag.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
  });
});

describe('the first paint', () => {
  const page = async (client: TestClient, url: string, headers: Record<string, string> = {}) => {
    const res = await client.request('GET', url, undefined, headers);
    return { res, html: await res.text() };
  };

  it('inlines the stylesheet and allows only the guard as an inline script', async () => {
    const { res, html } = await page(new TestClient(app), '/login');
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css" disabled>');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0] ?? '').digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
    // No shell for this route: the app starts as usual.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('puts the public page’s shell in #root, in the language of the cookie, else of Accept-Language, with the country’s header', async () => {
    const visitor = new TestClient(app);
    const arabic = await page(visitor, '/services', { 'accept-language': 'fr-FR, ar;q=0.8, en;q=0.5' });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl" data-shell-lang="ar" data-shell-country="UAE" data-profile-review="auto">');
    expect(arabic.html).toContain('<div id="root" data-shell aria-disabled="true"><header>AE ar</header><main>Services AR</main></div>');
    expect(arabic.html).toContain('<title>Dealbridge AR</title>');
    expect(arabic.res.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    // The app's code is fetched and started by the guard once the shell is painted.
    expect(arabic.html).toContain('<link data-app-entry href="/assets/index.js">');
    expect(arabic.html).not.toContain('<script type="module"');

    const chosen = await page(visitor, '/services', { 'accept-language': 'ar', cookie: 'dealbridge.language=en; dealbridge.country=UK' });
    expect(chosen.html).toContain('data-shell-lang="en" data-shell-country="UK"');
    expect(chosen.html).toContain('<header>GB en</header><main>Services EN</main>');
    // A country without its own header falls back to the default one, which the guard then hides.
    const unknown = await page(visitor, '/services', { cookie: 'dealbridge.language=ar; dealbridge.country=UK' });
    expect(unknown.html).toContain('data-shell-country="UAE"');
  });

  it('says on every page how profiles are published, and draws the shell that says the same', async () => {
    const visitor = new TestClient(app);
    expect((await page(visitor, '/login')).html).toContain('<html lang="en" dir="ltr" data-profile-review="auto">');
    expect((await page(visitor, '/services')).html).toContain('<main>Services EN</main>');

    const reviewed = createApp({ ...ctx.deps, config: { ...ctx.config, webDir, PROFILE_REVIEW: 'manual' } }, { serveWeb: true });
    const reader = new TestClient(reviewed);
    expect((await page(reader, '/login')).html).toContain('<html lang="en" dir="ltr" data-profile-review="manual">');
    const english = await page(reader, '/services');
    expect(english.html).toContain('data-shell-country="UAE" data-profile-review="manual">');
    expect(english.html).toContain('<header>AE en</header><main>Services EN, reviewed first</main>');
    // A page that reads the same either way has no second version.
    expect((await page(reader, '/services', { cookie: 'dealbridge.language=ar' })).html).toContain('<main>Services AR</main>');
  });

  it('draws no shell for a URL with a query, a route without one, or a signed-in visitor', async () => {
    const visitor = new TestClient(app);
    expect((await page(visitor, '/services?ref=mail')).html).toContain('<div id="root"></div>');
    expect((await page(visitor, '/login')).html).toContain('<div id="root"></div>');
    const member = new TestClient(app);
    expect((await member.post('/api/auth/register', newUser('investor'))).status).toBe(201);
    expect((await member.get('/services').then((r) => r.text()))).toContain('<div id="root"></div>');
  });
});

describe('a public page drawn with its data', () => {
  const firstPaintIn = (html: string) => {
    const text = /<script type="application\/json" id="dealbridge-first-paint">(.*?)<\/script>/.exec(html)?.[1];
    return text === undefined ? undefined : JSON.parse(text);
  };
  /** The page once the renderer has drawn it: the first request only asks for it and is sent the shell. */
  const drawnPage = (client: TestClient, url: string, headers: Record<string, string> = {}) =>
    vi.waitFor(async () => {
      const html = await (await client.request('GET', url, undefined, headers)).text();
      expect(html).toContain('<header>drawn');
      return html;
    }, { timeout: 20_000, interval: 50 });

  it('sends the shell until the page is drawn, then the page with the answers it was drawn from, as a visitor reads them', async () => {
    // An app of its own, whose renderer has drawn nothing yet: the shared one may have drawn /businesses already,
    // for an earlier test that asked for it.
    const visitor = new TestClient(createApp({ ...ctx.deps, config: { ...ctx.config, webDir } }, { serveWeb: true }));
    const first = await (await visitor.get('/businesses')).text();
    expect(first).toContain('<div id="root" data-shell aria-disabled="true"><header>AE en</header><main>Businesses EN, skeletons</main></div>');
    expect(firstPaintIn(first)).toBeUndefined();

    const html = await drawnPage(visitor, '/businesses');
    expect(html).toContain('<div id="root" data-shell aria-disabled="true"><header>drawn UAE en</header><main>0 of 0 cards, rates true, auto</main></div>');
    const data = firstPaintIn(html);
    expect(Object.keys(data.answers)).toEqual([LISTING_PATH, '/api/rates']);
    expect(data.answers[LISTING_PATH]).toEqual(await (await visitor.get(LISTING_PATH)).json());
    expect(data.answers['/api/rates']).toEqual(await (await visitor.get('/api/rates')).json());
    expect(data.drawnAt).toBeLessThanOrEqual(data.readAt);
    // As a shell: the app's code is started by the guard once the page is painted.
    expect(html).toContain('<link data-app-entry href="/assets/index.js">');
  });

  it('draws the page again when the answers change, and never sends a page drawn from other answers', async () => {
    const visitor = new TestClient(app);
    await drawnPage(visitor, '/businesses');
    await seedDemo(ctx.deps.db, { adminPassword: 'admin-secret' });
    const listing = await (await visitor.get(LISTING_PATH)).json();
    expect(listing.total).toBeGreaterThan(0);
    // The page drawn from the old answers is not sent again: the shell goes until the new one is drawn.
    const next = await (await visitor.get('/businesses')).text();
    expect(next).toContain('<main>Businesses EN, skeletons</main>');
    const html = await drawnPage(visitor, '/businesses');
    expect(html).toContain(`${listing.items.length} of ${listing.total} cards`);
    expect(firstPaintIn(html).answers[LISTING_PATH]).toEqual(listing);
    // The page drawn now shows the answers it carries, which are the API's. Whatever a business writes in its texts, it cannot close the data element early.
    expect(html.match(/<\/script>/g)?.length).toBe([...html.matchAll(/<script\b/g)].length);
  });

  it('is drawn per language and country, and not for a URL with a query, a signed-in visitor or a route without data', async () => {
    const visitor = new TestClient(app);
    const arabic = await drawnPage(visitor, '/businesses', { cookie: 'dealbridge.language=ar' });
    expect(arabic).toContain('<header>drawn UAE ar</header>');
    expect(arabic).toContain('data-shell-lang="ar" data-shell-country="UAE"');
    const british = await drawnPage(visitor, '/businesses', { cookie: 'dealbridge.country=UK' });
    expect(british).toContain('<header>drawn UK en</header>');
    const query = await (await visitor.get('/businesses?page=2')).text();
    expect(query).toContain('<div id="root"></div>');
    expect(firstPaintIn(query)).toBeUndefined();
    const services = await (await visitor.get('/services')).text();
    expect(firstPaintIn(services)).toBeUndefined();
    const member = new TestClient(app);
    expect((await member.post('/api/auth/register', newUser('investor'))).status).toBe(201);
    const signedIn = await (await member.get('/businesses')).text();
    expect(signedIn).toContain('<div id="root"></div>');
    expect(firstPaintIn(signedIn)).toBeUndefined();
  });
});

describe('the reader’s preferences on the server', () => {
  const preferencesOf = async (headers: Record<string, string>) =>
    (await new Hono().get('/', detectLanguage, (c) => c.json(readPreferences(c))).request('/', { headers })).json();

  it('takes the first language we have from Accept-Language, by q and then by order', async () => {
    expect(await preferencesOf({ 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' })).toEqual({ language: 'ar', country: 'UAE' });
    expect(await preferencesOf({ 'accept-language': 'fr, en-GB;q=0.5, ar;q=0.7' })).toMatchObject({ language: 'ar' });
    expect(await preferencesOf({ 'accept-language': 'de, ar;q=0' })).toMatchObject({ language: 'en' });
    expect(await preferencesOf({})).toEqual({ language: 'en', country: 'UAE' });
  });

  it('prefers the cookies the page keeps, and ignores values we do not have', async () => {
    const cookie = 'dealbridge.language=ar; dealbridge.country=Saudi%20Arabia';
    expect(await preferencesOf({ 'accept-language': 'en', cookie })).toEqual({ language: 'ar', country: 'Saudi Arabia' });
    expect(await preferencesOf({ 'accept-language': 'ar', cookie: 'dealbridge.language=fr; dealbridge.country=Atlantis' })).toEqual({ language: 'ar', country: 'UAE' });
  });
});

describe('preload hints of routes with parameters', () => {
  it('finds a route by its own key, or by a parameterised route that matches it', async () => {
    const { chunksFinder } = await import('./web-app.ts');
    const find = chunksFinder({ '/deals': { en: ['/assets/deals.js'] }, '/deals/:id': { en: ['/assets/room.js'] } });
    expect(find('/deals')?.en).toEqual(['/assets/deals.js']);
    expect(find('/deals/3c855e7c-8f79-4853-940f-cf1df26a91d5')?.en).toEqual(['/assets/room.js']);
    expect(find('/deals/a/b')).toBeUndefined();
    expect(find('/unknown')).toBeUndefined();
  });
});
