import { expect } from 'vitest';
import type { LiveEvent } from '#shared/deals/room.ts';
import type { TestClient } from '../../testing/test-app.ts';

/** An open GET /api/events of one client, read event by event. */
export async function openStream(client: TestClient) {
  const res = await client.get('/api/events', { Accept: 'text/event-stream' });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const seen: { event: string; data: string }[] = [];
  const readUntil = async (predicate: (e: { event: string; data: string }) => boolean) => {
    for (;;) {
      const found = seen.find(predicate);
      if (found) return found;
      const { done, value } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) seen.push({ event, data });
        end = buffer.indexOf('\n\n');
      }
    }
  };
  await readUntil((e) => e.event === 'ready');
  return {
    next: async (predicate: (event: LiveEvent) => boolean) => JSON.parse((await readUntil((e) => e.event !== 'ready' && predicate(JSON.parse(e.data) as LiveEvent))).data) as LiveEvent,
    seen: () => seen.filter((e) => e.event !== 'ready').map((e) => JSON.parse(e.data) as LiveEvent),
    /** Reads until `count` events (besides the opening one) have arrived. */
    atLeast: async (count: number) => void (await readUntil(() => seen.filter((e) => e.event !== 'ready').length >= count)),
    close: () => reader.cancel(),
    /** Resolves once the server has closed the stream (events before the end are read and kept). */
    ended: async () => {
      await expect(readUntil(() => false)).rejects.toThrow('the stream ended');
    },
  };
}
