import { describe, expect, it } from 'vitest';
import { headerOf, multiplesToCsv, parseCsv, readMultiplesCsv, renderMultiplesModule, validateRows, type MultiplesRow } from './multiples-csv.ts';
import { VALUATION_MULTIPLES } from './multiples.ts';

const TODAY = '2026-11-25';
const csv = multiplesToCsv(VALUATION_MULTIPLES);
const lines = csv.trimEnd().split('\n');
const withLine = (index: number, replace: (line: string) => string) =>
  lines.map((line, i) => (i === index ? replace(line) : line)).join('\n');
const problemsOf = (text: string) => {
  const result = readMultiplesCsv(text, TODAY);
  return result.ok ? [] : result.problems;
};

describe('the multiples CSV', () => {
  it('reads back the current table exactly', () => {
    expect(readMultiplesCsv(csv, TODAY)).toEqual({ ok: true, rows: VALUATION_MULTIPLES });
  });

  it('holds the current table to the rules', () => {
    expect(validateRows(VALUATION_MULTIPLES, TODAY)).toEqual([]);
  });

  it('parses quoted fields with commas, doubled quotes and CRLF line ends', () => {
    expect(parseCsv('a,"b, c","say ""x"""\r\n1,2,3\r\n\r\n')).toEqual([['a', 'b, c', 'say "x"'], ['1', '2', '3']]);
  });

  it('names a missing market × industry and a duplicate one', () => {
    const missing = lines.filter((_, i) => i !== 1).join('\n');
    expect(problemsOf(missing)).toEqual(['gulf × technology is missing']);
    const doubled = [...lines, lines[2]!].join('\n');
    expect(problemsOf(doubled)).toEqual(['gulf × manufacturing appears 2 times']);
  });

  it('refuses unknown markets and industries', () => {
    expect(problemsOf(withLine(1, (l) => l.replace('gulf,technology', 'europe,technology'))).join('\n')).toMatch(/unknown market "europe"/);
    expect(problemsOf(withLine(1, (l) => l.replace('gulf,technology', 'gulf,mining'))).join('\n')).toMatch(/unknown industry "mining"/);
  });

  it('refuses multiples that are not positive numbers, out of order or absurd', () => {
    const row = (values: string) => withLine(1, (l) => `gulf,technology,${values},${l.split(',').slice(8).join(',')}`);
    expect(problemsOf(row('0,3,4,9,12,15')).join('\n')).toMatch(/EV\/Revenue: every multiple must be a number above 0/);
    expect(problemsOf(row('-1,3,4,9,12,15')).join('\n')).toMatch(/above 0/);
    expect(problemsOf(row('x,3,4,9,12,15')).join('\n')).toMatch(/above 0/);
    expect(problemsOf(row('2,3,4,9,16,15')).join('\n')).toMatch(/EV\/EBITDA: low ≤ mid ≤ high does not hold/);
    expect(problemsOf(row('2,3,4,9,12,1500')).join('\n')).toMatch(/not plausible/);
  });

  it('refuses an empty source, a date that is not one and a date in the future', () => {
    const first = VALUATION_MULTIPLES[0]!;
    const rows = (change: Partial<MultiplesRow>) => [{ ...first, ...change }, ...VALUATION_MULTIPLES.slice(1)];
    expect(validateRows(rows({ source: ' ' }), TODAY)).toEqual(['row 1 (gulf × technology): the source is empty']);
    expect(validateRows(rows({ as_of: '2026-02-30' }), TODAY)).toEqual(['row 1 (gulf × technology): as_of "2026-02-30" is not a date (YYYY-MM-DD)']);
    expect(validateRows(rows({ as_of: '2026-11-26' }), TODAY)).toEqual(['row 1 (gulf × technology): as_of 2026-11-26 is in the future']);
  });

  it('refuses a file without the columns', () => {
    expect(problemsOf('')).toEqual(['the file is empty']);
    expect(problemsOf('market,industry\ngulf,technology')[0]).toMatch(/^missing columns: revenue_low/);
  });

  it('writes a module that keeps the header and escapes the source', () => {
    const text = renderMultiplesModule('// Header line one.\n// Two.', [{ ...VALUATION_MULTIPLES[0]!, source: 'O\'Brien \\ Co' }]);
    expect(headerOf(text)).toBe('// Header line one.\n// Two.');
    expect(text).toContain("source: 'O\\'Brien \\\\ Co',");
    expect(text).toContain('export function multiplesFor(');
  });
});
