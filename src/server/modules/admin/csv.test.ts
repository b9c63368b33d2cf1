import { describe, expect, it } from 'vitest';
import { parseCsv } from './admin.test-support.ts';
import { CSV_BOM, csvField, csvRow, csvStream, keysetBatches, neutralise, type Cursor } from './csv.ts';

const HOSTILE = ['=HYPERLINK("http://x.example","x")', '+1', '-2', '@SUM(A1:A9)', '\tTab', '\rReturn', '=cmd|\' /C calc\'!A0'];

async function streamText(stream: ReadableStream<Uint8Array>): Promise<{ bytes: Uint8Array; text: string }> {
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return { bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('CSV fields', () => {
  it('quotes every field, doubling the quotes inside', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField(null)).toBe('""');
    expect(csvField(undefined)).toBe('""');
  });

  it('prefixes a single quote to any text a spreadsheet would run as a formula', () => {
    for (const value of HOSTILE) expect(neutralise(value)).toBe(`'${value}`);
    expect(neutralise('Sahab Cloud Systems')).toBe('Sahab Cloud Systems');
    expect(neutralise("it's = fine")).toBe("it's = fine");
  });

  it('writes numbers, booleans, dates and lists in a readable form', () => {
    expect(csvField(-2)).toBe('"-2"');
    expect(csvField(2500.5)).toBe('"2500.5"');
    expect(csvField(true)).toBe('"yes"');
    expect(csvField(false)).toBe('"no"');
    expect(csvField(new Date('2026-01-02T03:04:05.000Z'))).toBe('"2026-01-02T03:04:05.000Z"');
    expect(csvField(['technology', 'retail'])).toBe('"technology; retail"');
    expect(csvField(['=evil', 'x'])).toBe('"\'=evil; x"');
  });

  it('ends each record with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('"a","1",""\r\n');
  });

  it('round-trips hostile and Arabic values through a parser', () => {
    const values = [...HOSTILE, 'a, b', 'say "hi"', 'line one\r\nline two', 'مطابع الريم', ''];
    const [parsed] = parseCsv(csvRow(values));
    expect(parsed).toEqual(values.map((v) => neutralise(v)));
  });
});

describe('CSV streams', () => {
  it('starts with a UTF-8 byte order mark and a header row, then every batch', async () => {
    async function* batches() {
      yield [{ name: 'مخابز الواحة', n: 1 }];
      yield [{ name: '=1+1', n: 2 }, { name: 'x', n: 3 }];
    }
    type Row = { name: string; n: number };
    const stream = csvStream<Row>([{ header: 'name', value: (r) => r.name }, { header: 'n', value: (r) => r.n }], batches());
    const { bytes, text } = await streamText(stream);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(parseCsv(text)).toEqual([['name', 'n'], ['مخابز الواحة', '1'], ["'=1+1", '2'], ['x', '3']]);
  });

  it('writes only the header row when there is nothing to export', async () => {
    async function* none(): AsyncGenerator<{ a: string }[]> {}
    const { text } = await streamText(csvStream([{ header: 'a', value: (r: { a: string }) => r.a }], none()));
    expect(text).toBe(`${CSV_BOM}"a"\r\n`);
  });
});

describe('keyset batches', () => {
  it('pages from the newest row to the oldest, each page starting after the previous one', async () => {
    const rows: (Cursor & { n: number })[] = Array.from({ length: 7 }, (_, i) => ({ cursorAt: String(100 - i), id: `id${i}`, n: i }));
    const calls: (Cursor | undefined)[] = [];
    const fetch = async (after: Cursor | undefined, size: number) => {
      calls.push(after);
      const start = after ? rows.findIndex((r) => r.id === after.id) + 1 : 0;
      return rows.slice(start, start + size);
    };
    const seen: number[] = [];
    for await (const batch of keysetBatches(fetch, 3)) seen.push(...batch.map((r) => r.n));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(calls).toEqual([undefined, { cursorAt: '98', id: 'id2' }, { cursorAt: '95', id: 'id5' }]);
  });
});
