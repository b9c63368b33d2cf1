import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import { createTestContext, newUser, TestClient, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
let app: App;
let webDir: string;

const INDEX = '<!doctype html><html><head><title>Dealbridge</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  ctx = await createTestContext();
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDir, 'routes.json'), JSON.stringify({ '/': ['/assets/home.js'], '/businesses': ['/assets/businesses.js', '/assets/card.js'] }));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'home.js'), 'export {};');
  app = createApp({ ...ctx.deps, config: { ...ctx.config, webDir } }, { serveWeb: true });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
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
    expect(await (await client.get('/no-such-page')).text()).not.toContain('modulepreload');
  });

  it('serves hashed assets as immutable and leaves unknown API paths to the API', async () => {
    const client = new TestClient(app);
    const asset = await client.get('/assets/home.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await client.get('/api/nothing-here')).status).toBe(404);
  });
});
