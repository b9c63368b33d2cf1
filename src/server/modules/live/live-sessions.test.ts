import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../auth/sessions.ts';
import { emailOutbox } from '../../db/schema.ts';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { eventually } from '../admin/admin.test-support.ts';
import { endStreamsOfSessions, LiveHub, liveHubFor, publishUnreadCount, STREAM_LIMITS } from '../../events/live-hub.ts';
import { openStream } from './live.test-support.ts';

// Streams end with their session (logout, password change or reset, a session ended in Settings, a deleted
// account), and a session or a user holds only so many (docs/decisions/0172-live-stream-limits-and-revocation.md).

const ctx = testContextForFile({ freshRateLimits: true });
afterAll(async () => {
  await liveHubFor(ctx.database).close();
});

/** A registered user signed in from two browsers. */
async function signedInTwice() {
  const fields = newUser('investor');
  const first = new TestClient(ctx.app);
  const res = await first.post('/api/auth/register', fields);
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  const second = new TestClient(ctx.app);
  expect((await second.post('/api/auth/login', { email: fields.email, password: fields.password })).status).toBe(200);
  return { fields, first, second, userId: user.id };
}

/** A stream of the user still open hears their next unread count. */
async function stillHears(stream: Awaited<ReturnType<typeof openStream>>, userId: string) {
  await publishUnreadCount(ctx.deps.db, userId);
  expect(await stream.next((e) => e.type === 'notifications')).toEqual({ type: 'notifications', unread_count: 0 });
}

/** A client whose cookie holds a fresh session of `userId`. */
async function anotherSession(userId: string) {
  const client = new TestClient(ctx.app);
  client.setCookie(SESSION_COOKIE, (await createSession(ctx.deps.db, userId)).token);
  return client;
}

describe('a live stream ends with its session', () => {
  it('on logout, and only the stream of the session that signed out', async () => {
    const { first, second, userId } = await signedInTwice();
    const leaving = await openStream(first);
    const staying = await openStream(second);
    expect((await first.post('/api/auth/logout')).status).toBe(200);
    await leaving.ended();
    await stillHears(staying, userId);
    await staying.close();
  });

  it('on a password change: the other sessions’ streams end, this one’s goes on', async () => {
    const { fields, first, second, userId } = await signedInTwice();
    const mine = await openStream(first);
    const other = await openStream(second);
    const changed = await first.post('/api/account/password', { current_password: fields.password, password: 'brand-new-pass', passwordConfirm: 'brand-new-pass' });
    expect(changed.status).toBe(200);
    await other.ended();
    await stillHears(mine, userId);
    await mine.close();
  });

  it('on a password reset: every stream of the user ends', async () => {
    const { fields, first, second } = await signedInTwice();
    const streams = [await openStream(first), await openStream(second)];
    expect((await new TestClient(ctx.app).post('/api/auth/forgot-password', { email: fields.email })).status).toBe(200);
    const [mail] = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, fields.email)).orderBy(desc(emailOutbox.createdAt));
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.bodyText ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    expect((await new TestClient(ctx.app).post('/api/auth/reset-password', { token, password: 'brand-new-pass', passwordConfirm: 'brand-new-pass' })).status).toBe(200);
    for (const stream of streams) await stream.ended();
  });

  it('when the session is ended in Settings, and not the streams of the session that ended it', async () => {
    const { first, second, userId } = await signedInTwice();
    const mine = await openStream(first);
    const other = await openStream(second);
    const { items } = (await (await first.get('/api/account/sessions')).json()) as { items: { id: string; current: boolean }[] };
    const target = items.find((s) => !s.current);
    expect((await first.delete(`/api/account/sessions/${target?.id}`)).status).toBe(200);
    await other.ended();
    await stillHears(mine, userId);
    await mine.close();
  });

  it('when the account is deleted: every stream of the user ends', async () => {
    const { fields, first, second } = await signedInTwice();
    const streams = [await openStream(first), await openStream(second)];
    expect((await first.post('/api/account/delete', { password: fields.password, confirm: true })).status).toBe(200);
    for (const stream of streams) await stream.ended();
  });

  it('reaches the hub of another instance only through the database, once the revoking transaction commits', async () => {
    // A second hub on its own LISTEN stands for another server behind the load balancer.
    const elsewhere = new LiveHub(ctx.database);
    await elsewhere.ready();
    const ends: string[] = [];
    const subscriber = (name: string) => ({ event: () => {}, end: () => void ends.push(name) });
    expect(elsewhere.subscribe('user-a', 'session-a', subscriber('a'))).not.toBeNull();
    expect(elsewhere.subscribe('user-a', 'session-b', subscriber('b'))).not.toBeNull();
    await expect(ctx.deps.db.transaction(async (tx) => {
      await endStreamsOfSessions(tx, ['session-a']);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    await ctx.deps.db.transaction((tx) => endStreamsOfSessions(tx, ['session-a']));
    await eventually(async () => ends.length > 0);
    expect(ends).toEqual(['a']);
    await elsewhere.close();
  });

  it('refuses a stream of a session revoked before it subscribed', async () => {
    const { first } = await signedInTwice();
    const cookie = first.sessionCookie;
    expect((await first.post('/api/auth/logout')).status).toBe(200);
    const replay = new TestClient(ctx.app);
    replay.setCookie(SESSION_COOKIE, cookie ?? '');
    expect((await replay.get('/api/events')).status).toBe(401);
  });
});

describe('how many streams a session and a user may hold', () => {
  it(`refuses the ${STREAM_LIMITS.perSession + 1}th stream of a session with a JSON 429, keeps the first one hearing, and a closed stream frees its slot`, async () => {
    const { first, userId } = await signedInTwice();
    const hub = liveHubFor(ctx.database);
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let n = 0; n < STREAM_LIMITS.perSession; n += 1) streams.push(await openStream(first));
    const refused = await first.get('/api/events', { Accept: 'text/event-stream' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.json()).toMatchObject({ error: { code: 'tooManyStreams' } });
    await stillHears(streams[0]!, userId);

    const before = hub.subscriberCount;
    await streams.pop()!.close();
    await eventually(async () => hub.subscriberCount === before - 1);
    streams.push(await openStream(first));
    await stillHears(streams.at(-1)!, userId);
    for (const stream of streams) await stream.close();
  });

  it(`refuses the ${STREAM_LIMITS.perUser + 1}st stream of a user across sessions`, async () => {
    const { first, userId } = await signedInTwice();
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    while (streams.length < STREAM_LIMITS.perUser) {
      const client: TestClient = streams.length === 0 ? first : await anotherSession(userId);
      for (let n = 0; n < 5 && streams.length < STREAM_LIMITS.perUser; n += 1) streams.push(await openStream(client));
    }
    const fresh = await anotherSession(userId);
    const refused = await fresh.get('/api/events');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'tooManyStreams' } });
    await stillHears(streams[0]!, userId);
    const hub = liveHubFor(ctx.database);
    const before = hub.subscriberCount;
    await streams.pop()!.close();
    await eventually(async () => hub.subscriberCount === before - 1);
    const admitted = await fresh.get('/api/events');
    expect(admitted.status).toBe(200);
    await admitted.body?.cancel();
    for (const stream of streams) await stream.close();
  });
});
