import { parentPort, workerData } from 'node:worker_threads';
import { openPostgres } from '../../db/client.ts';
import { buildSnapshot } from './match-snapshot.ts';

// Builds a match snapshot on its own thread (match-snapshot.ts starts it). The build reads every
// profile twice, a page at a time, and tokenizes every text: seconds of CPU and a stream of
// short-lived objects that here neither hold up requests nor grow the server's heap. The finished
// columns come back as transferred buffers, not copies.

const { url, stamp } = workerData as { url: string; stamp: string };

function buffersOf(value: unknown, into = new Set<ArrayBuffer>()): Set<ArrayBuffer> {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) into.add(value.buffer);
  } else if (Array.isArray(value)) {
    // Arrays of the snapshot hold strings (ids, terms), never buffers.
  } else if (value && typeof value === 'object' && !(value instanceof Map)) {
    for (const child of Object.values(value)) buffersOf(child, into);
  }
  return into;
}

const database = await openPostgres(url, { max: 1 });
try {
  const snapshot = await buildSnapshot(database.db, stamp);
  parentPort?.postMessage({ snapshot }, [...buffersOf(snapshot)]);
} catch (error) {
  // Errors cross threads without their causes: the ORM's "Failed query" wraps the driver's
  // ECONNREFUSED or PostgreSQL code, so the whole chain's words and the first code are sent.
  const messages: string[] = [];
  let code: string | undefined;
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { message, code: own } = e as { message?: unknown; code?: unknown };
    messages.push(String(message ?? e));
    if (code === undefined && typeof own === 'string') code = own;
    if (messages.length === 4) break;
  }
  parentPort?.postMessage({ error: { message: messages.join(': '), code } });
} finally {
  await database.close();
}
