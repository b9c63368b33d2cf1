import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { notify } from './notifications.service.ts';

const ctx = testContextForFile();

async function signUp() {
  const client = new TestClient(ctx.app);
  const { user } = await (await client.post('/api/auth/register', newUser('investor'))).json();
  return { client, id: user.id as string };
}

/** Notifications a minute apart, the last one newest. */
async function seed(userId: string, count: number) {
  const base = Date.now() - count * 60_000;
  for (let i = 0; i < count; i++) {
    await ctx.deps.db.insert(notifications).values({ userId, kind: 'interest_received', data: { matchId: `m${i}`, matchScore: i }, createdAt: new Date(base + i * 60_000) });
  }
}

describe('listing notifications', () => {
  it('sends only the facts its kind’s contract names, whatever the stored row holds', async () => {
    const user = await signUp();
    await ctx.deps.db.insert(notifications).values({ userId: user.id, kind: 'profile_saved', data: { profileType: 'business', matchScore: 99, email: 'x@example.com' } });
    const { items } = await (await user.client.get('/api/notifications')).json();
    expect(items.map((n: { data: unknown }) => n.data)).toContainEqual({ profileType: 'business' });
    expect(JSON.stringify(items)).not.toMatch(/matchScore|x@example\.com/);
  });

  it('lists only the caller’s own, newest first, 10 by default, with the unread count', async () => {
    const a = await signUp();
    const b = await signUp();
    await seed(a.id, 12);
    await notify(ctx.deps.db, b.id, 'connection_received', { matchId: 'm1' });
    const res = await a.client.get('/api/notifications');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.items).toHaveLength(10);
    expect(body.items.map((n: { data: { matchScore: number } }) => n.data.matchScore)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(body.items[0]).toEqual({ id: expect.any(String), kind: 'interest_received', data: { matchId: 'm11', matchScore: 11 }, read: false, created_at: expect.any(String) });
    expect(body.unread_count).toBe(12);
    expect(JSON.stringify(body)).not.toContain('connection_received');
  });

  it('takes a limit up to 50 and refuses a larger or non-numeric one', async () => {
    const a = await signUp();
    await seed(a.id, 3);
    expect((await (await a.client.get('/api/notifications?limit=2')).json()).items).toHaveLength(2);
    expect((await a.client.get('/api/notifications?limit=50')).status).toBe(200);
    expect((await a.client.get('/api/notifications?limit=51')).status).toBe(422);
    expect((await a.client.get('/api/notifications?limit=abc')).status).toBe(422);
    expect((await a.client.get('/api/notifications?limit=0')).status).toBe(422);
  });

  it('is refused to anonymous callers', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/notifications')).status).toBe(401);
    expect((await anonymous.post('/api/notifications/read', {})).status).toBe(401);
  });
});

describe('notification data', () => {
  it('passes on only the keys every recipient may see, never a masked identity', async () => {
    const a = await signUp();
    // A writer that puts more in than the contract says (no excess-property check on a variable).
    const data = { matchId: 'm1', matchScore: 85, investorName: 'Hidden Person', firm: 'Hidden Capital' };
    await notify(ctx.deps.db, a.id, 'interest_received', data);
    const { items } = await (await a.client.get('/api/notifications')).json();
    expect(items[0].data).toEqual({ matchId: 'm1', matchScore: 85 });
  });
});

describe('marking notifications read', () => {
  it('marks all of the caller’s own and none of anyone else’s', async () => {
    const a = await signUp();
    const b = await signUp();
    await seed(a.id, 2);
    await seed(b.id, 2);
    const res = await a.client.post('/api/notifications/read', {});
    expect(await res.json()).toEqual({ updated: 2, unread_count: 0 });
    expect((await (await a.client.get('/api/notifications')).json()).items.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await (await b.client.get('/api/notifications')).json()).unread_count).toBe(2);
  });

  it('marks only the listed ids, and another user’s ids silently match nothing', async () => {
    const a = await signUp();
    const b = await signUp();
    await seed(a.id, 2);
    await seed(b.id, 1);
    const [mine] = (await (await a.client.get('/api/notifications')).json()).items;
    const [theirs] = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, b.id));
    const res = await a.client.post('/api/notifications/read', { ids: [mine.id, theirs?.id] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 1, unread_count: 1 });
    const [after] = await ctx.deps.db.select().from(notifications).where(eq(notifications.id, theirs?.id ?? ''));
    expect(after?.readAt).toBeNull();
  });

  it('refuses ids that are not notification ids and unknown keys', async () => {
    const a = await signUp();
    expect((await a.client.post('/api/notifications/read', { ids: ['1; drop table notifications'] })).status).toBe(422);
    expect((await a.client.post('/api/notifications/read', { user_id: a.id })).status).toBe(422);
  });
});

describe('profile saves as activity', () => {
  it('show up in the saver’s notifications', async () => {
    const a = await signUp();
    await a.client.request('PUT', '/api/profiles/investor/me', {});
    const { items } = await (await a.client.get('/api/notifications')).json();
    expect(items).toEqual([expect.objectContaining({ kind: 'profile_saved', data: { profileType: 'investor' }, read: false })]);
  });
});
