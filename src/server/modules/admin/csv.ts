// CSV exports (docs/design.md section 6): every field quoted per RFC 4180, spreadsheet formulas neutralised,
// UTF-8 with a byte order mark so that spreadsheet programs read Arabic names correctly.

export type CsvValue = string | number | boolean | Date | null | undefined | readonly string[];

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text a spreadsheet would run as a formula gets a leading single quote. Numbers we write are safe. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function text(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return neutralise(value);
  return neutralise(value.join('; '));
}

export function csvField(value: CsvValue): string {
  return `"${text(value).replaceAll('"', '""')}"`;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): CsvValue;
}

/**
 * Streams a header row and then every row of `batches` as UTF-8 CSV with a BOM; batches are
 * pulled one at a time, so a large table is never held in memory.
 */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<readonly Row[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(columns.map((c) => c.header))));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((row) => csvRow(columns.map((c) => c.value(row)))).join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** A position in a newest-first export: the row's created_at as full-precision text, and its id. */
export interface Cursor {
  cursorAt: string;
  id: string;
}

/**
 * Newest-first keyset paging for exports: `fetch` answers the rows older than the cursor
 * (all rows when it is undefined), at most `size` of them.
 */
export async function* keysetBatches<Row extends Cursor>(
  fetch: (after: Cursor | undefined, size: number) => Promise<Row[]>,
  size = 500,
): AsyncGenerator<Row[]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1] as Row;
    after = { cursorAt: last.cursorAt, id: last.id };
  }
}

/** Headers of a CSV download named `fileName`. */
export function csvHeaders(fileName: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
