import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { serve, type ServerType } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '#shared/deals/room.ts';
import { createSession, SESSION_COOKIE } from '../../auth/sessions.ts';
import { notifications } from '../../db/schema.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { eventually } from '../admin/admin.test-support.ts';
import { introducedPair, party } from '../deals/room/deals.test-support.ts';
import { endStreamsOf, liveHubFor } from '../../events/live-hub.ts';
import { openStream } from './live.test-support.ts';


const ctx = testContextForFile();
afterAll(async () => {
  await liveHubFor(ctx.database).close();
});

describe('the live event stream', () => {
  it('refuses anonymous callers', async () => {
    expect((await new TestClient(ctx.app).get('/api/events')).status).toBe(401);
  });

  it("carries a message, a read receipt, a deletion and a stage move to the other party's stream through LISTEN/NOTIFY, with the new unread count", async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const stranger = await party(ctx, 'business_owner');
    const ownerStream = await openStream(owner.client);
    const strangerStream = await openStream(stranger.client);
    const investorStream = await openStream(investor.client);
    const forDeal = (what: string) => (e: LiveEvent) => e.type === 'deal' && e.deal_id === dealId && e.what === what;

    const sent = await (await investor.client.post(`/api/deals/${dealId}/messages`, { body: 'Are you free on Tuesday?' })).json() as { id: string };
    expect(await ownerStream.next(forDeal('message'))).toEqual({ type: 'deal', deal_id: dealId, what: 'message' });
    // The sender's other tabs hear of it too.
    expect(await investorStream.next(forDeal('message'))).toEqual({ type: 'deal', deal_id: dealId, what: 'message' });

    expect((await owner.client.post(`/api/deals/${dealId}/read`)).status).toBe(200);
    expect(await investorStream.next(forDeal('read'))).toMatchObject({ what: 'read' });

    expect((await investor.client.delete(`/api/deals/${dealId}/messages/${sent.id}`)).status).toBe(204);
    expect(await ownerStream.next(forDeal('deleted'))).toMatchObject({ what: 'deleted' });

    expect((await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'in_discussion' })).status).toBe(200);
    expect(await ownerStream.next(forDeal('stage'))).toMatchObject({ what: 'stage' });
    const unread = await ctx.deps.db.$count(notifications, eq(notifications.userId, owner.userId));
    expect(await ownerStream.next((e) => e.type === 'notifications' && e.unread_count === unread)).toEqual({ type: 'notifications', unread_count: unread });

    // A refused write publishes nothing: the stranger's stream, open all along, heard nothing of this deal,
    // and the owner's next event after a refused move is the one of the write that follows it.
    expect((await owner.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'in_discussion' })).status).toBe(409);
    expect((await owner.client.post(`/api/deals/${dealId}/messages`, { body: 'Tuesday works.' })).status).toBe(201);
    await ownerStream.atLeast(6);
    const afterRefusal = ownerStream.seen().filter((e) => e.type === 'deal');
    expect(afterRefusal.map((e) => e.type === 'deal' && e.what)).toEqual(['message', 'read', 'deleted', 'stage', 'message']);
    expect(strangerStream.seen()).toEqual([]);
    await Promise.all([ownerStream.close(), strangerStream.close(), investorStream.close()]);
    await eventually(async () => liveHubFor(ctx.database).subscriberCount === 0);
  });

  it("ends a suspended user's open streams, and only theirs, once the suspension commits", async () => {
    const { investor, owner } = await introducedPair(ctx);
    const investorStream = await openStream(investor.client);
    const ownerStream = await openStream(owner.client);
    const hub = liveHubFor(ctx.database);
    const before = hub.subscriberCount;
    await ctx.deps.db.transaction((tx) => endStreamsOf(tx, investor.userId));
    await expect(investorStream.next(() => true)).rejects.toThrow('the stream ended');
    await eventually(async () => hub.subscriberCount === before - 1);
    await ownerStream.close();
  });
});

/** A raw HTTP GET that stays open; resolves once the response headers and first bytes are in. */
function holdStream(port: number, cookie: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get({ port, path: '/api/events', agent: false, headers: { Cookie: cookie, Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
      res.once('data', () => resolve(request));
      res.on('error', () => {});
    });
    request.on('error', () => {});
  });
}

const resources = () => process.getActiveResourcesInfo().filter((kind) => kind !== 'TTYWrap').length;
// A full collection on demand, so that the heap compares what is still reachable.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

describe('streams that disconnect', () => {
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('leak nothing: after 500 streams open and drop, the subscribers, the active handles and the heap return to their baseline', async () => {
    // 25 users with 4 sessions each, 5 streams a session: 500 streams within the limits of each (decision 0172).
    const cookies: string[] = [];
    for (let u = 0; u < 25; u += 1) {
      const user = await party(ctx, 'investor');
      for (let k = 0; k < 4; k += 1) cookies.push(`${SESSION_COOKIE}=${(await createSession(ctx.deps.db, user.userId)).token}`);
    }
    const cookie = (n: number) => cookies[Math.floor(n / 5) % cookies.length]!;
    const hub = liveHubFor(ctx.database);
    // Warm up: the first streams start the hub's listener, load the code paths and, on PostgreSQL, open the
    // pool's connections (sessions are read from it), which stay for a while whatever the streams do.
    for (const request of await Promise.all(Array.from({ length: 50 }, (_, n) => holdStream(port, cookie(n))))) request.destroy();
    // On PostgreSQL the pool is filled to its size now, so that its connections are in the baseline, not counted as leaks.
    if (ctx.database.kind === 'postgres') await Promise.all(Array.from({ length: 20 }, () => ctx.deps.db.execute(sql`select pg_sleep(0.2)`)));
    await eventually(async () => hub.subscriberCount === 0);
    const baseline = { subscribers: hub.subscriberCount, resources: resources(), heap: heapAfterGc() };

    const open: http.ClientRequest[] = [];
    for (let start = 0; start < 500; start += 50) {
      open.push(...(await Promise.all(Array.from({ length: 50 }, (_, n) => holdStream(port, cookie(start + n))))));
    }
    expect(hub.subscriberCount).toBe(baseline.subscribers + 500);
    expect(resources()).toBeGreaterThan(baseline.resources + 500);
    for (const request of open) request.destroy();
    open.length = 0;

    await eventually(async () => hub.subscriberCount === baseline.subscribers, 30_000);
    expect(hub.userCount).toBe(0);
    await eventually(async () => resources() <= baseline.resources, 30_000);
    // Within a few megabytes of where it started (nothing per stream stays behind: 500 streams would show).
    let growth = Infinity;
    await eventually(async () => (growth = heapAfterGc() - baseline.heap) < 4 * 1024 * 1024, 30_000).catch(() => {
      throw new Error(`the heap grew by ${Math.round(growth / 1024)} KiB`);
    });
  }, 120_000);
});
