import { parentPort, workerData } from 'node:worker_threads';
import { openPostgres } from '../../db/client.ts';
import { buildSnapshot } from './match-snapshot.ts';
import { errorMessageOf, transferListOf } from './snapshot-transfer.ts';

// Builds a match snapshot on its own thread (match-snapshot.ts starts it). The build reads every
// profile twice, a page at a time, and tokenizes every text: seconds of CPU and a stream of
// short-lived objects that here neither hold up requests nor grow the server's heap. The finished
// columns come back as transferred buffers, not copies.

const { url, stamp } = workerData as { url: string; stamp: string };

const database = await openPostgres(url, { max: 1 });
try {
  const snapshot = await buildSnapshot(database.db, stamp);
  parentPort?.postMessage({ snapshot }, transferListOf(snapshot));
} catch (error) {
  parentPort?.postMessage({ error: errorMessageOf(error) });
} finally {
  await database.close();
}
