import { BUSINESS_INDUSTRIES, type BusinessIndustry } from '../enums.ts';
import { VALUATION_MARKETS, type ValuationMarket } from './inputs.ts';
import type { ValuationRange } from './result.ts';

// The multiples table as a CSV, checked before it replaces src/shared/valuation/multiples.ts
// (scripts/update-valuation-multiples.ts does the reading and writing; decision 0148). Pure, so it is unit-tested.

/** One market × industry row of the table: EV/Revenue and EV/EBITDA ranges, with where and when they come from. */
export interface MultiplesRow {
  market: ValuationMarket;
  industry: BusinessIndustry;
  revenue: ValuationRange;
  ebitda: ValuationRange;
  /** The publication and its address. */
  source: string;
  /** The date of the figures, YYYY-MM-DD. */
  as_of: string;
}

export const MULTIPLES_CSV_COLUMNS = [
  'market', 'industry', 'revenue_low', 'revenue_mid', 'revenue_high', 'ebitda_low', 'ebitda_mid', 'ebitda_high', 'source', 'as_of',
] as const;

/** A multiple above this is a typing slip, not a market. */
export const MULTIPLE_MAX = 200;

export type MultiplesCheck = { ok: true; rows: MultiplesRow[] } | { ok: false; problems: string[] };

/** CSV text → records (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((cell) => cell.trim() !== ''));
}

const isMarket = (value: string): value is ValuationMarket => VALUATION_MARKETS.some((m) => m === value);
const isIndustry = (value: string): value is BusinessIndustry => BUSINESS_INDUSTRIES.some((i) => i === value);

/** A real calendar date, YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function rangeProblems(label: string, range: ValuationRange): string[] {
  const values = [range.low, range.mid, range.high];
  if (values.some((v) => !Number.isFinite(v) || v <= 0)) return [`${label}: every multiple must be a number above 0`];
  if (values.some((v) => v > MULTIPLE_MAX)) return [`${label}: a multiple above ${MULTIPLE_MAX} is not plausible`];
  if (!(range.low <= range.mid && range.mid <= range.high)) return [`${label}: low ≤ mid ≤ high does not hold`];
  return [];
}

/**
 * The table's rules: every market × industry exactly once, positive multiples in order, a source, and a real date
 * not after `today` (YYYY-MM-DD, passed in so that this stays pure).
 */
export function validateRows(rows: readonly MultiplesRow[], today: string): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const label = `row ${index + 1} (${row.market} × ${row.industry})`;
    if (!isMarket(row.market)) problems.push(`${label}: unknown market "${row.market}" (one of ${VALUATION_MARKETS.join(', ')})`);
    if (!isIndustry(row.industry)) problems.push(`${label}: unknown industry "${row.industry}" (one of ${BUSINESS_INDUSTRIES.join(', ')})`);
    problems.push(...rangeProblems(`${label} EV/Revenue`, row.revenue), ...rangeProblems(`${label} EV/EBITDA`, row.ebitda));
    if (row.source.trim() === '') problems.push(`${label}: the source is empty`);
    else if (/[\r\n]/.test(row.source)) problems.push(`${label}: the source must be one line`);
    if (!isIsoDate(row.as_of)) problems.push(`${label}: as_of "${row.as_of}" is not a date (YYYY-MM-DD)`);
    else if (row.as_of > today) problems.push(`${label}: as_of ${row.as_of} is in the future`);
    const key = `${row.market}|${row.industry}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  });
  for (const market of VALUATION_MARKETS) {
    for (const industry of BUSINESS_INDUSTRIES) {
      const count = seen.get(`${market}|${industry}`) ?? 0;
      if (count === 0) problems.push(`${market} × ${industry} is missing`);
      if (count > 1) problems.push(`${market} × ${industry} appears ${count} times`);
    }
  }
  return problems;
}

/** A cell as a multiple: plain decimal notation only ("12.5"), so "1e3", "12x" and "" are refused. */
const multiple = (cell: string | undefined): number => (/^\s*\d+(\.\d+)?\s*$/.test(cell ?? '') ? Number(cell) : Number.NaN);

/** The CSV (header row first, columns MULTIPLES_CSV_COLUMNS in any order) → the checked rows, or what is wrong. */
export function readMultiplesCsv(text: string, today: string): MultiplesCheck {
  const [header, ...records] = parseCsv(text);
  if (!header) return { ok: false, problems: ['the file is empty'] };
  const names = header.map((name) => name.trim());
  const missing = MULTIPLES_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) return { ok: false, problems: [`missing columns: ${missing.join(', ')}`] };
  const problems: string[] = [];
  const rows: MultiplesRow[] = [];
  records.forEach((record, index) => {
    if (record.length !== names.length) problems.push(`line ${index + 2}: ${record.length} fields, the header has ${names.length}`);
    const cell = (column: (typeof MULTIPLES_CSV_COLUMNS)[number]) => record[names.indexOf(column)]?.trim() ?? '';
    rows.push({
      market: cell('market') as ValuationMarket,
      industry: cell('industry') as BusinessIndustry,
      revenue: { low: multiple(cell('revenue_low')), mid: multiple(cell('revenue_mid')), high: multiple(cell('revenue_high')) },
      ebitda: { low: multiple(cell('ebitda_low')), mid: multiple(cell('ebitda_mid')), high: multiple(cell('ebitda_high')) },
      source: cell('source'),
      as_of: cell('as_of'),
    });
  });
  problems.push(...validateRows(rows, today));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The rows as the CSV the script reads (to edit the current table and feed it back). */
export function multiplesToCsv(rows: readonly MultiplesRow[]): string {
  const lines = rows.map((row) => [
    row.market, row.industry, row.revenue.low, row.revenue.mid, row.revenue.high, row.ebitda.low, row.ebitda.mid, row.ebitda.high,
    row.source, row.as_of,
  ].map(csvCell).join(','));
  return `${[MULTIPLES_CSV_COLUMNS.join(','), ...lines].join('\n')}\n`;
}

/** The rows in the table's own order: by market, then by industry as the enums list them. */
export function sortRows(rows: readonly MultiplesRow[]): MultiplesRow[] {
  const order = (row: MultiplesRow) => VALUATION_MARKETS.indexOf(row.market) * 100 + BUSINESS_INDUSTRIES.indexOf(row.industry);
  return [...rows].sort((a, b) => order(a) - order(b));
}

const quoted = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const range = (r: ValuationRange) => `{ low: ${r.low}, mid: ${r.mid}, high: ${r.high} }`;

/** The text of src/shared/valuation/multiples.ts: the header comment kept, then the table and its lookup. */
export function renderMultiplesModule(header: string, rows: readonly MultiplesRow[]): string {
  const body = sortRows(rows).map((row) => [
    `  {\n    market: '${row.market}', industry: '${row.industry}',`,
    `    revenue: ${range(row.revenue)}, ebitda: ${range(row.ebitda)},`,
    `    source: ${quoted(row.source)},`,
    `    as_of: '${row.as_of}',\n  },`,
  ].join('\n'));
  return `${header.trimEnd()}

import type { BusinessIndustry } from '../enums.ts';
import type { ValuationMarket } from './inputs.ts';
import type { MultiplesRow } from './multiples-csv.ts';

export type { MultiplesRow } from './multiples-csv.ts';

export const VALUATION_MULTIPLES: readonly MultiplesRow[] = [
${body.join('\n')}
];

/** The row for a market and an industry, or null when the table has none. */
export function multiplesFor(market: ValuationMarket, industry: BusinessIndustry): MultiplesRow | null {
  return VALUATION_MULTIPLES.find((row) => row.market === market && row.industry === industry) ?? null;
}
`;
}

/** The leading comment block of a module's text (its header), or '' when it starts otherwise. */
export function headerOf(moduleText: string): string {
  const lines = moduleText.split('\n');
  const end = lines.findIndex((line) => !line.startsWith('//') && line.trim() !== '');
  return (end === -1 ? lines : lines.slice(0, end)).join('\n').trimEnd();
}
