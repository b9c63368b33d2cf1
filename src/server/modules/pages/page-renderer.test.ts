import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageRenderer, rendererBundleOf } from './page-renderer.ts';

// The renderer process with a stand-in for the build's renderer module (the real one draws the app's components,
// src/web/prerender.tsx, which the end-to-end suite checks): it says what it was given, and fails on request.
const BUNDLE = `export async function renderWithData(job) {
  if (job.route === '/broken') throw new Error('no such page');
  return '<main>' + job.route + ' ' + job.language + ' ' + job.country + ' ' + job.profileReview + ' ' + JSON.stringify(job.data.answers) + ' at ' + job.data.drawnAt + '</main>';
}`;

let dir: string;
let bundle: string;
const renderers: PageRenderer[] = [];
const rendererOf = (options: ConstructorParameters<typeof PageRenderer>[2] = {}) => {
  const renderer = new PageRenderer(bundle, 'auto', options);
  renderers.push(renderer);
  return renderer;
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-renderer-'));
  fs.mkdirSync(path.join(dir, 'web'));
  fs.mkdirSync(path.join(dir, 'render'));
  bundle = path.join(dir, 'render', 'prerender.mjs');
  fs.writeFileSync(bundle, BUNDLE);
});
afterAll(() => {
  for (const renderer of renderers) renderer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const answers = { '/api/listings/businesses?page=1&page_size=24': '{"items":[],"total":0}', '/api/rates': '{"usd_per_unit":{"AED":0.27}}' };

describe('the page renderer', () => {
  it('finds the build’s renderer beside the web folder, and nothing where there is none', () => {
    expect(rendererBundleOf(path.join(dir, 'web'))).toBe(bundle);
    expect(rendererBundleOf(path.join(os.tmpdir(), 'no-such-build', 'web'))).toBeNull();
  });

  it('draws a page in its process, then sends it with the answers it was drawn from, for exactly those answers', async () => {
    const renderer = rendererOf();
    expect(renderer.page('/businesses', 'ar', 'UK', answers, 1_000)).toBeNull();
    await renderer.settled();
    const readAt = Date.now();
    const drawn = renderer.page('/businesses', 'ar', 'UK', answers, readAt);
    expect(drawn?.html).toMatch(/^<main>\/businesses ar UK auto \{"\/api\/listings\/businesses\?page=1&page_size=24":\{"items":\[\],"total":0\},"\/api\/rates":\{"usd_per_unit":\{"AED":0.27\}\}\} at \d+<\/main>$/);
    const data = JSON.parse(drawn?.data ?? '');
    expect(data.answers).toEqual({ '/api/listings/businesses?page=1&page_size=24': { items: [], total: 0 }, '/api/rates': { usd_per_unit: { AED: 0.27 } } });
    expect(data.readAt).toBe(readAt);
    expect(drawn?.html).toContain(` at ${data.drawnAt}<`);
    // Another language, country or route is a page of its own.
    expect(renderer.page('/businesses', 'en', 'UK', answers)).toBeNull();
    expect(renderer.page('/investors', 'ar', 'UK', answers)).toBeNull();

    // Other answers: the kept page is not sent, and the page is drawn again for them.
    const changed = { ...answers, '/api/rates': '{"usd_per_unit":{"AED":0.2723}}' };
    expect(renderer.page('/businesses', 'ar', 'UK', changed)).toBeNull();
    await renderer.settled();
    expect(JSON.parse(renderer.page('/businesses', 'ar', 'UK', changed)?.data ?? '').answers['/api/rates']).toEqual({ usd_per_unit: { AED: 0.2723 } });
    expect(renderer.page('/businesses', 'ar', 'UK', answers)).toBeNull();
  });

  it('keeps the answers inside their script element, whatever their texts say', async () => {
    const renderer = rendererOf();
    const hostile = { '/api/listings/businesses': '{"items":[{"company_name":"</script><script>alert(1)</script>"}]}' };
    renderer.page('/businesses', 'en', 'UAE', hostile);
    await renderer.settled();
    const data = renderer.page('/businesses', 'en', 'UAE', hostile)?.data ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data).answers['/api/listings/businesses'].items[0].company_name).toBe('</script><script>alert(1)</script>');
  });

  it('tells a failed draw, sends nothing for it, and tries again only after a while', async () => {
    const failures: string[] = [];
    const renderer = rendererOf({ onError: (error) => failures.push(error.message) });
    expect(renderer.page('/broken', 'en', 'UAE', answers)).toBeNull();
    await renderer.settled();
    expect(failures).toEqual(['page renderer: no such page']);
    expect(renderer.page('/broken', 'en', 'UAE', answers)).toBeNull();
    await renderer.settled();
    expect(failures).toHaveLength(1);
    expect(renderer.page('/broken', 'en', 'UAE', answers, Date.now() + 60_000)).toBeNull();
    await renderer.settled();
    expect(failures).toHaveLength(2);
  });

  it('draws a page again once it is older than its age limit, sending the old one meanwhile, so that its days follow the clock', async () => {
    const renderer = rendererOf({ maxAgeMs: 60_000 });
    renderer.page('/businesses', 'en', 'UAE', answers);
    await renderer.settled();
    const first = renderer.page('/businesses', 'en', 'UAE', answers);
    const drawnAt = JSON.parse(first?.data ?? '').drawnAt as number;
    // Read an hour later: the kept page still goes out, and is drawn anew behind it.
    expect(renderer.page('/businesses', 'en', 'UAE', answers, drawnAt + 3_600_000)?.html).toBe(first?.html);
    expect(renderer.running).toBe(true);
    await renderer.settled();
    const again = JSON.parse(renderer.page('/businesses', 'en', 'UAE', answers)?.data ?? '');
    expect(again.drawnAt).toBeGreaterThanOrEqual(drawnAt);
    expect(renderer.page('/businesses', 'en', 'UAE', answers)?.html).toContain(` at ${again.drawnAt}<`);
  });

  it('keeps a limited number of pages, letting go of the one asked for longest ago', async () => {
    const renderer = rendererOf({ maxPages: 2 });
    for (const country of ['UAE', 'UK', 'UAE', 'Oman'] as const) {
      renderer.page('/businesses', 'en', country, answers);
      await renderer.settled();
    }
    // UAE was asked for after UK, so UK went when Oman came.
    expect(renderer.page('/businesses', 'en', 'UAE', answers)).not.toBeNull();
    expect(renderer.page('/businesses', 'en', 'Oman', answers)).not.toBeNull();
    expect(renderer.page('/businesses', 'en', 'UK', answers)).toBeNull();
  });

  it('lets its process go when idle, and starts another for the next page', async () => {
    const renderer = rendererOf({ idleMs: 50 });
    renderer.page('/businesses', 'en', 'UAE', answers);
    await renderer.settled();
    await expect.poll(() => renderer.running, { timeout: 5_000 }).toBe(false);
    renderer.page('/investors', 'en', 'UAE', answers);
    expect(renderer.running).toBe(true);
    await renderer.settled();
    expect(renderer.page('/investors', 'en', 'UAE', answers)).not.toBeNull();
  });
});
