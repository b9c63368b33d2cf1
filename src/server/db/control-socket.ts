import fs from 'node:fs';
import http from 'node:http';
import type { Database } from './client.ts';

// The embedded database's local channel (issue 24, docs/decisions/0137-backups.md): its one owner, the running
// server, answers `POST /snapshot` on a Unix socket beside the data folder (`DATA_DIR/pglite.sock`, mode 0600), so
// that `npm run backup` takes a consistent snapshot while the server runs without opening the files a second time.

export const controlSocketPath = (dataDir: string) => `${dataDir.replace(/[/\\]+$/, '')}.sock`;

export async function serveControlSocket(database: Database, dataDir: string): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketPath(dataDir);
  // The caller owns the folder's lock, so a socket file already there was left by a process that died.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/snapshot' || !database.dumpDataDir) {
      res.writeHead(404).end();
      return;
    }
    database.dumpDataDir().then(
      async (dump) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(dump.size) });
        res.end(Buffer.from(await dump.arrayBuffer()));
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : 'snapshot failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          fs.rmSync(socketPath, { force: true });
          resolve();
        }),
      ),
  };
}

/** Asks the running owner of `dataDir` for a snapshot of its database. */
export function snapshotThroughOwner(dataDir: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: controlSocketPath(dataDir), path: '/snapshot', method: 'POST' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(new Blob([new Uint8Array(body)]));
        else reject(new Error(`The running server could not take a snapshot: ${body.toString() || res.statusCode}`));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
