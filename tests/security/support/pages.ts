import type { TestClient } from '../../../src/server/testing/test-app.ts';
import { bodyText } from './context.ts';

// Reading a GET route whole, as the exposure tests scan it (fields.test.ts, confidential-listings.test.ts).

const PAGE_SIZE: [string, number | undefined][] = [['/api/admin/', 100], ['/api/matching/', undefined], ['/api/', 50]];

/** Every page of a listing (or the one answer of a detail route), as text. */
export async function allPages(client: TestClient, path: string): Promise<{ path: string; text: string; json: boolean }[]> {
  const size = PAGE_SIZE.find(([prefix]) => path.startsWith(prefix))?.[1];
  const out: { path: string; text: string; json: boolean }[] = [];
  for (let page = 1; page <= 40; page += 1) {
    const query = new URLSearchParams({ page: String(page), ...(size ? { page_size: String(size) } : {}) });
    let res = await client.get(`${path}?${query}`);
    // Routes without paging refuse or ignore the parameters; read them once, plainly.
    if (res.status === 422) res = await client.get(path);
    const text = await bodyText(res);
    const json = (res.headers.get('content-type') ?? '').includes('json');
    out.push({ path: `${path}?${query}`, text, json });
    if (res.status !== 200 || !json) break;
    const body = JSON.parse(text) as { items?: unknown[]; total?: number; page_size?: number };
    if (!Array.isArray(body.items) || body.items.length === 0) break;
    if (typeof body.total === 'number' && page * (body.page_size ?? body.items.length) >= body.total) break;
  }
  return out;
}
