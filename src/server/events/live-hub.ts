import { sql } from 'drizzle-orm';
import { liveEventSchema, type LiveEvent } from '#shared/deals/room.ts';
import type { Database, Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

// Live events (docs/decisions/0112-live-events-through-listen-notify.md). A writer calls publish() inside its
// transaction: PostgreSQL delivers the NOTIFY at commit, to every instance's one listening connection, and
// never for a rolled-back write. Each instance's hub hands the event to the streams (GET /api/events) of the
// users it names. Events say what changed, never what it is: the screen refetches through the API, which
// checks access as always.

export const LIVE_CHANNEL = 'dealbridge_events';

interface Envelope {
  user_ids: string[];
  event: LiveEvent;
}

/** Sends `event` to the streams of `userIds` on every instance, once the caller's transaction commits. */
export async function publish(db: Db, userIds: readonly string[], event: LiveEvent): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const envelope: Envelope = { user_ids: unique, event };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(envelope)})`);
}

/**
 * Ends the user's open streams on every instance once the caller's transaction commits (a suspension: the
 * account's sessions are gone, so a stream opened before must not go on hearing of its deals).
 */
export async function endStreamsOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ user_ids: [userId], end: true })})`);
}

/** Session ids per notification: a NOTIFY payload must stay under 8000 bytes. */
const SESSIONS_PER_NOTICE = 100;

/** Ends the streams opened with these sessions on every instance once the caller's transaction commits (a revocation). */
export async function endStreamsOfSessions(db: Db, sessionIds: readonly string[]): Promise<void> {
  for (let start = 0; start < sessionIds.length; start += SESSIONS_PER_NOTICE) {
    const notice = { session_ids: sessionIds.slice(start, start + SESSIONS_PER_NOTICE), end: true };
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
  }
}

/** Tells the user's open tabs their unread notification count (the header's bell), counted in the writer's transaction. */
export async function publishUnreadCount(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, json_build_object(
    'user_ids', json_build_array(${userId}::text),
    'event', json_build_object('type', 'notifications', 'unread_count',
      (select count(*)::int from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.readAt} is null))
  )::text)`);
}

export interface LiveSubscriber {
  /** An event for this user. */
  event(event: LiveEvent): void;
  /** The instance is shutting down, or the user was suspended: end the stream. */
  end(): void;
}

/** Open streams one session, and one user, may hold on an instance (docs/decisions/0172-live-stream-limits-and-revocation.md). */
export const STREAM_LIMITS = { perSession: 6, perUser: 20 };

/** Adds `subscriber` to the set under `key`, creating it. */
function addTo(map: Map<string, Set<LiveSubscriber>>, key: string, subscriber: LiveSubscriber): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(subscriber);
}

function removeFrom(map: Map<string, Set<LiveSubscriber>>, key: string, subscriber: LiveSubscriber): void {
  const set = map.get(key);
  set?.delete(subscriber);
  if (set?.size === 0) map.delete(key);
}

/** One per process and database: the one LISTEN and the streams it feeds, by user id and by session id. */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveSubscriber>>();
  private readonly bySession = new Map<string, Set<LiveSubscriber>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private count = 0;

  constructor(private readonly database: Database) {}

  /** Starts listening (once per hub); a stream waits for it, so nothing committed after it opens is missed. */
  async ready(): Promise<void> {
    this.listening ??= this.database.listen(LIVE_CHANNEL, (payload) => this.dispatch(payload)).catch((error: unknown) => {
      this.listening = null;
      throw error;
    });
    await this.listening;
  }

  /**
   * Adds a stream of `userId` opened with session `sessionId`; the returned function removes it (call it exactly
   * when the stream ends). Null when the session or the user already holds as many streams as allowed: the caller
   * refuses the new one, and the open ones go on.
   */
  subscribe(userId: string, sessionId: string, subscriber: LiveSubscriber): (() => void) | null {
    if ((this.bySession.get(sessionId)?.size ?? 0) >= STREAM_LIMITS.perSession) return null;
    if ((this.byUser.get(userId)?.size ?? 0) >= STREAM_LIMITS.perUser) return null;
    addTo(this.byUser, userId, subscriber);
    addTo(this.bySession, sessionId, subscriber);
    this.count += 1;
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      this.count -= 1;
      removeFrom(this.byUser, userId, subscriber);
      removeFrom(this.bySession, sessionId, subscriber);
    };
  }

  /** Open streams on this instance. */
  get subscriberCount(): number {
    return this.count;
  }

  /** Users with at least one open stream on this instance. */
  get userCount(): number {
    return this.byUser.size;
  }

  /** Ends every open stream (shutdown: the server waits for open responses before it closes). */
  endAll(): void {
    for (const set of [...this.byUser.values()]) for (const subscriber of [...set]) subscriber.end();
  }

  /** Stops listening and ends the streams. */
  async close(): Promise<void> {
    this.endAll();
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => async () => {}))();
  }

  private endEach(map: Map<string, Set<LiveSubscriber>>, keys: string[]): void {
    for (const key of keys) for (const subscriber of [...(map.get(key) ?? [])]) subscriber.end();
  }

  private dispatch(payload: string): void {
    let envelope: Envelope;
    try {
      const raw = JSON.parse(payload) as Partial<Envelope> & { end?: unknown; session_ids?: unknown };
      if (raw.end === true) {
        if (Array.isArray(raw.user_ids)) this.endEach(this.byUser, raw.user_ids.map(String));
        if (Array.isArray(raw.session_ids)) this.endEach(this.bySession, raw.session_ids.map(String));
        return;
      }
      const event = liveEventSchema.safeParse(raw.event);
      if (!event.success || !Array.isArray(raw.user_ids)) return;
      envelope = { user_ids: raw.user_ids.map(String), event: event.data };
    } catch {
      return;
    }
    for (const userId of envelope.user_ids) {
      const set = this.byUser.get(userId);
      if (!set) continue;
      for (const subscriber of [...set]) subscriber.event(envelope.event);
    }
  }
}

const hubs = new WeakMap<Database, LiveHub>();

/** This process's hub for `database` (created on first use; listening starts with the first stream). */
export function liveHubFor(database: Database): LiveHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new LiveHub(database);
    hubs.set(database, hub);
  }
  return hub;
}
