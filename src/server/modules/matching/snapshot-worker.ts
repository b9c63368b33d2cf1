import { openPostgres } from '../../db/client.ts';
import { buildSnapshot } from './match-snapshot.ts';
import { errorMessageOf, writeSnapshot } from './snapshot-transfer.ts';

// Builds a match snapshot in a process of its own (match-snapshot.ts forks it, decision 0160). The build
// reads every profile twice, a page at a time, and tokenizes every text: seconds of CPU and a stream of
// short-lived objects that here neither hold up requests nor grow the server's heap, and whose memory
// goes back to the system when the process ends (a worker thread's stayed in the server's malloc arenas).
// The server sends the database address, the stamp and a file to write the snapshot to (snapshot-transfer.ts):
// a message of that size would arrive in the server as thousands of small reads that stay in its malloc heap.

// The server gone (stopped, or crashed) means nobody waits for the snapshot.
const abandon = () => process.exit(1);
process.once('disconnect', abandon);

process.once('message', async ({ url, stamp, file }: { url: string; stamp: string; file: string }) => {
  let message: object;
  let database: Awaited<ReturnType<typeof openPostgres>> | undefined;
  try {
    database = await openPostgres(url, { max: 1 });
    await writeSnapshot(file, await buildSnapshot(database.db, stamp));
    message = { file };
  } catch (error) {
    message = { error: errorMessageOf(error) };
  } finally {
    await database?.close();
  }
  // Then nothing is left to run and the process ends by itself, with code 0.
  process.send?.(message, () => {
    process.off('disconnect', abandon);
    process.disconnect();
  });
});
