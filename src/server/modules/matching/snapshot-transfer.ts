// How a match snapshot crosses from the worker thread that built it (snapshot-worker.ts) to the
// thread that serves with it: its typed columns as transferred buffers, not copies, and a failure as
// the words and code of the database error behind it.

/** The buffers under every typed array of the value: transferring them moves the columns without a copy. */
export function transferListOf(value: unknown, into = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) into.add(value.buffer);
  } else if (Array.isArray(value)) {
    // Arrays of the snapshot hold strings (ids, terms), never buffers.
  } else if (value && typeof value === 'object' && !(value instanceof Map)) {
    for (const child of Object.values(value)) transferListOf(child, into);
  }
  return [...into];
}

/**
 * Errors cross threads without their causes: the ORM's "Failed query" wraps the driver's
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
