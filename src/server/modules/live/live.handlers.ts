import type { RouteHandler } from '@hono/zod-openapi';
import type { LiveEvent } from '#shared/deals/room.ts';
import { message } from '#shared/messages/messages.ts';
import { requireUser, sessionIdOf } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { tooManyRequests, unauthorized } from '../../http/errors.ts';
import { liveHubFor, type LiveHub } from '../../events/live-hub.ts';
import * as routes from './live.routes.ts';

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting a dropped stream. */
export const RECONNECT_MS = 3_000;
/** Events waiting for a slow reader; beyond this the oldest go (each only says "refetch"). */
const MAX_QUEUED = 100;

const SSE_HEADERS = { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' };
const encoder = new TextEncoder();
const READY = encoder.encode(`event: ready\ndata: {}\nretry: ${RECONNECT_MS}\n\n`);
const HEARTBEAT = encoder.encode(': heartbeat\n\n');
const frame = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * One user's stream: a single ReadableStream whose pull waits for the next events or the heartbeat. Thousands
 * are held open at once (docs/design.md section 7), so it holds no more than its queue: no TransformStream and writer
 * (hono's streamSSE), no request context. Cancelling it (the client went away) unsubscribes; the hub's end() closes it.
 * Null when the session or the user holds as many streams as allowed.
 */
function eventStream(hub: LiveHub, userId: string, sessionId: string): { body: ReadableStream<Uint8Array>; end: () => void } | null {
  const queue: LiveEvent[] = [];
  let ended = false;
  let cancelled = false;
  let wake: (() => void) | null = null;
  const nudge = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  const subscriber = {
    event: (event: LiveEvent) => {
      queue.push(event);
      if (queue.length > MAX_QUEUED) queue.shift();
      nudge();
    },
    end: () => {
      ended = true;
      nudge();
    },
  };
  const unsubscribe = hub.subscribe(userId, sessionId, subscriber);
  if (!unsubscribe) return null;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(READY);
    },
    async pull(controller) {
      if (queue.length === 0 && !ended) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(nudge, HEARTBEAT_MS);
        });
        clearTimeout(timer);
      }
      if (cancelled) return;
      if (ended) {
        unsubscribe();
        controller.close();
        return;
      }
      controller.enqueue(queue.length === 0 ? HEARTBEAT : encoder.encode(queue.splice(0).map(frame).join('')));
    },
    cancel() {
      cancelled = true;
      unsubscribe();
      nudge();
    },
  });
  return { body, end: subscriber.end };
}

/** Seconds a refused stream is told to wait: by then a closed tab has freed its slot. */
const RETRY_AFTER_SECONDS = 30;

const events: RouteHandler<typeof routes.events, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db, database } = c.var.deps;
  const hub = liveHubFor(database);
  await hub.ready();
  const tokenHash = c.var.sessionTokenHash;
  const sessionId = tokenHash ? await sessionIdOf(db, tokenHash) : null;
  if (!tokenHash || !sessionId) throw unauthorized();
  const stream = eventStream(hub, user.id, sessionId);
  if (!stream) throw tooManyRequests(message('tooManyStreams'), RETRY_AFTER_SECONDS);
  // A revocation that committed before the subscription was heard by nobody: the session must still be there.
  if ((await sessionIdOf(db, tokenHash)) !== sessionId) stream.end();
  return c.body(stream.body, 200, SSE_HEADERS);
};

export const liveRouter = createRouter().openapi(routes.events, events);
