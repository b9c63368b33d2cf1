import { describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';

const ctx = testContextForFile();

describe('listings on an empty database', () => {
  it('answer empty pages with zero totals, not errors', async () => {
    const client = new TestClient(ctx.app);
    for (const path of ['/api/listings/investors?industry=finance', '/api/listings/businesses?search=x&stage=growth']) {
      const res = await client.get(path);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ items: [], total: 0, total_all: 0, page: 1 });
    }
    expect(await (await client.get('/api/listings/home')).json()).toEqual({ investors: [], businesses: [] });
  });
});
