import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { emailOutbox } from '../../db/schema.ts';
import { createTestContext, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';

const TOKEN = 'metrics-token-for-the-test-0001';
const ctx = testContextForFile({ env: { METRICS_TOKEN: TOKEN } });

const scrape = (app = ctx.app, authorization = `Bearer ${TOKEN}`) => new TestClient(app).request('GET', '/metrics', undefined, { authorization });

/** The exposition's samples by series (`name{labels}`); throws on a line that is not a sample or a comment. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const sample = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (-?[\d.]+(?:e[+-]?\d+)?|NaN|[+-]Inf)$/i.exec(line);
    if (!sample) throw new Error(`not a sample: ${line}`);
    samples.set(sample[1] as string, Number(sample[2]));
  }
  return samples;
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses a missing or wrong token with 401', async () => {
    const plain = await createTestContext();
    try {
      expect((await scrape(plain.app)).status).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await scrape(ctx.app, '')).status).toBe(401);
    const wrong = await scrape(ctx.app, 'Bearer metrics-token-for-the-test-0002');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('dealbridge_');
  });

  it('serves the Prometheus text format, and its figures move with traffic', async () => {
    const health = '{method="GET",route="/api/health",status="200"}';
    const before = parse(await (await scrape()).text());
    const client = new TestClient(ctx.app);
    for (let i = 0; i < 3; i++) expect((await client.get('/api/health')).status).toBe(200);
    expect((await client.get('/api/deals')).status).toBe(401);
    await ctx.deps.db.insert(emailOutbox).values({ toEmail: 'queued@example.com', subject: 'Queued', bodyText: 'Waiting' });

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const after = parse(await res.text());
    expect((after.get(`dealbridge_http_requests_total${health}`) ?? 0) - (before.get(`dealbridge_http_requests_total${health}`) ?? 0)).toBe(3);
    expect(after.get('dealbridge_http_requests_total{method="GET",route="/api/deals",status="401"}')).toBeGreaterThanOrEqual(1);
    expect(after.get('dealbridge_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBeGreaterThanOrEqual(3);
    const database = ctx.deps.database.kind;
    expect(after.get(`dealbridge_db_query_duration_seconds_count{database="${database}"}`)).toBeGreaterThan(before.get(`dealbridge_db_query_duration_seconds_count{database="${database}"}`) ?? 0);
    expect(after.get('dealbridge_mail_outbox{status="queued"}')).toBeGreaterThanOrEqual(1);
    expect(after.get('dealbridge_live_streams')).toBe(0);
    expect(after.get('dealbridge_process_resident_memory_bytes')).toBeGreaterThan(10 * 2 ** 20);
    if (database === 'postgres') expect(after.get('dealbridge_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  });

  it('is not a page: the web app never answers /metrics', async () => {
    const app = createApp(ctx.deps, { serveWeb: true });
    expect((await scrape(app, '')).status).toBe(401);
  });
});
