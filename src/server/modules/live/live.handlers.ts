import type { RouteHandler } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { LiveEvent } from '../../../shared/deals.ts';
import { requireUser } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { liveHubFor } from './live-hub.ts';
import * as routes from './live.routes.ts';

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting a dropped stream. */
export const RECONNECT_MS = 3_000;
/** Events waiting for a slow reader; beyond this the oldest go (each only says "refetch"). */
const MAX_QUEUED = 100;

const events: RouteHandler<typeof routes.events, AppEnv> = async (c) => {
  const user = requireUser(c);
  const hub = liveHubFor(c.var.deps.database);
  await hub.ready();
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const queue: LiveEvent[] = [];
    let ended = false;
    let wake: (() => void) | null = null;
    const nudge = () => {
      const resolve = wake;
      wake = null;
      resolve?.();
    };
    const unsubscribe = hub.subscribe(user.id, {
      event: (event) => {
        queue.push(event);
        if (queue.length > MAX_QUEUED) queue.shift();
        nudge();
      },
      end: () => {
        ended = true;
        nudge();
      },
    });
    stream.onAbort(() => {
      ended = true;
      nudge();
    });
    try {
      await stream.writeSSE({ event: 'ready', data: '{}', retry: RECONNECT_MS });
      while (!ended && !stream.aborted) {
        if (queue.length === 0) {
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(nudge, HEARTBEAT_MS);
          });
          clearTimeout(timer);
          if (ended || stream.aborted) break;
          if (queue.length === 0) {
            await stream.write(': heartbeat\n\n');
            continue;
          }
        }
        for (let event = queue.shift(); event; event = queue.shift()) {
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
        }
      }
    } finally {
      unsubscribe();
    }
  });
};

export const liveRouter = createRouter().openapi(routes.events, events);
