// How a match snapshot crosses from the process that built it (snapshot-worker.ts) to the server: in a
// file, as v8.serialize writes it (typed arrays stay typed, Maps stay Maps); a failure as the words and
// code of the database error behind it.
import { readFile, writeFile } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import type { MatchSnapshot } from './match-snapshot.ts';

export const writeSnapshot = (file: string, snapshot: MatchSnapshot) => writeFile(file, serialize(snapshot));

/**
 * The snapshot in `file`, each typed array copied into a buffer of its own: deserialize leaves them views of
 * the file's bytes, which would then stay alive whole for as long as the snapshot does.
 */
export async function readSnapshot(file: string): Promise<MatchSnapshot> {
  return ownColumns(deserialize(await readFile(file)) as MatchSnapshot);
}

function ownColumns<T>(value: T): T {
  if (ArrayBuffer.isView(value)) return (value as unknown as Uint8Array).slice() as unknown as T;
  if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof Map) return value;
  for (const [key, child] of Object.entries(value)) (value as Record<string, unknown>)[key] = ownColumns(child);
  return value;
}

/**
 * Errors cross processes without their causes: the ORM's "Failed query" wraps the driver's
 * ECONNREFUSED or PostgreSQL code, so the whole chain's words and the first code are sent.
 */
export function errorMessageOf(error: unknown): { message: string; code: string | undefined } {
  const messages: string[] = [];
  let code: string | undefined;
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { message, code: own } = e as { message?: unknown; code?: unknown };
    messages.push(String(message ?? e));
    if (code === undefined && typeof own === 'string') code = own;
    if (messages.length === 4) break;
  }
  return { message: messages.join(': '), code };
}
