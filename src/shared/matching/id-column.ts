// The profile ids of an index's rows. A snapshot holds 120,000 of them: as strings each UUID is ~56 bytes of heap
// (6 MB in all, measured in a heap snapshot of the bench server), as bytes 16 (decision 0233). Ids that are not
// canonical UUIDs in ascending order (tests, the matching bench) stay strings.
import { isLowercaseUuid } from '../uuid.ts';

/** 16 bytes per row, rows in ascending id order; or the ids themselves. Both cross a worker's postMessage as they are. */
export type IdColumn = Uint8Array | readonly string[];

const BYTES = 16;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/** Where each byte's two hex digits start in a UUID's text. */
const DIGITS_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

function writeUuid(id: string, into: Uint8Array, at: number): void {
  for (let k = 0; k < BYTES; k++) {
    const digits = DIGITS_AT[k] as number;
    into[at + k] = Number.parseInt(id.slice(digits, digits + 2), 16);
  }
}

/** -1, 0 or 1 as row `row` of `bytes` sorts before, with or after `key` (PostgreSQL's uuid order, byte by byte). */
function compareRow(bytes: Uint8Array, row: number, key: Uint8Array): number {
  const at = row * BYTES;
  for (let k = 0; k < BYTES; k++) {
    const difference = (bytes[at + k] as number) - (key[k] as number);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}

/** The column of these ids, in this order: bytes when every id is a lowercase UUID and each sorts after the one before. */
export function idColumnOf(ids: readonly string[]): IdColumn {
  for (let row = 0; row < ids.length; row++) {
    const id = ids[row] as string;
    if (!isLowercaseUuid(id) || (row > 0 && (ids[row - 1] as string) >= id)) return ids;
  }
  const bytes = new Uint8Array(ids.length * BYTES);
  ids.forEach((id, row) => writeUuid(id, bytes, row * BYTES));
  return bytes;
}

export const idCount = (ids: IdColumn): number => (ids instanceof Uint8Array ? ids.length / BYTES : ids.length);

/** The id of a row, as the database writes it. */
export function idAt(ids: IdColumn, row: number): string {
  if (!(ids instanceof Uint8Array)) return ids[row] as string;
  const at = row * BYTES;
  let text = '';
  for (let k = 0; k < BYTES; k++) {
    if (k === 4 || k === 6 || k === 8 || k === 10) text += '-';
    text += HEX[ids[at + k] as number];
  }
  return text;
}

/** The row of an id, or -1. */
export function rowOfId(ids: IdColumn, id: string): number {
  if (!(ids instanceof Uint8Array)) return ids.indexOf(id);
  if (!isLowercaseUuid(id)) return -1;
  const key = new Uint8Array(BYTES);
  writeUuid(id, key, 0);
  let [low, high] = [0, idCount(ids) - 1];
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const order = compareRow(ids, middle, key);
    if (order === 0) return middle;
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** 1 at the row of each of these ids that the column holds, 0 elsewhere. */
export function rowsOfIds(ids: IdColumn, wanted: ReadonlySet<string> | ReadonlyMap<string, unknown>): Uint8Array {
  const mask = new Uint8Array(idCount(ids));
  if (ids instanceof Uint8Array) {
    for (const id of wanted.keys()) {
      const row = rowOfId(ids, id);
      if (row >= 0) mask[row] = 1;
    }
  } else {
    ids.forEach((id, row) => {
      if (wanted.has(id)) mask[row] = 1;
    });
  }
  return mask;
}

/** Columns of consecutive row ranges joined; bytes only when every part is bytes and the join keeps the order. */
export function joinIdColumns(parts: readonly IdColumn[]): IdColumn {
  const byteParts = parts.filter((part): part is Uint8Array => part instanceof Uint8Array && part.length > 0);
  const ordered = byteParts.every((part, k) => {
    const before = byteParts[k - 1];
    return !before || compareRow(before, idCount(before) - 1, part.subarray(0, BYTES)) < 0;
  });
  const nonEmpty = parts.filter((part) => idCount(part) > 0);
  if (ordered && byteParts.length === nonEmpty.length) {
    const joined = new Uint8Array(byteParts.reduce((n, part) => n + part.length, 0));
    let at = 0;
    for (const part of byteParts) {
      joined.set(part, at);
      at += part.length;
    }
    return joined;
  }
  return parts.flatMap((part) => Array.from({ length: idCount(part) }, (_, row) => idAt(part, row)));
}
