// Replaces the valuation estimator's multiples table (src/shared/valuation/multiples.ts) from a checked CSV, or checks
// the current one (decision 0148). Columns: market,industry,revenue_low,revenue_mid,revenue_high,ebitda_low,ebitda_mid,
// ebitda_high,source,as_of — one row per market × business industry.
//
//   npm run valuation:multiples -- --check             check the current table (exit 1 on problems)
//   npm run valuation:multiples -- --csv > table.csv   print the current table as that CSV, to edit
//   npm run valuation:multiples -- --from table.csv    check the CSV and rewrite the table (its header comment kept)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { VALUATION_MULTIPLES } from '#shared/valuation/multiples.ts';
import { headerOf, multiplesToCsv, readMultiplesCsv, renderMultiplesModule, validateRows } from '#shared/valuation/multiples-csv.ts';

const TABLE = fileURLToPath(new URL('#shared/valuation/multiples.ts', import.meta.url));
const DEFAULT_HEADER = '// The valuation estimator\'s multiples by market and industry (decision 0148). Written by\n// scripts/update-valuation-multiples.ts from a checked CSV: change the CSV and run the script, not this file.';

const today = () => new Date().toISOString().slice(0, 10);

function fail(problems: string[]): never {
  console.error(`The multiples table has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

const { values } = parseArgs({ options: { from: { type: 'string' }, check: { type: 'boolean' }, csv: { type: 'boolean' } } });

if (values.check) {
  const problems = validateRows(VALUATION_MULTIPLES, today());
  if (problems.length > 0) fail(problems);
  console.log(`The multiples table is complete: ${VALUATION_MULTIPLES.length} rows.`);
} else if (values.csv) {
  process.stdout.write(multiplesToCsv(VALUATION_MULTIPLES));
} else if (values.from) {
  if (!existsSync(values.from)) fail([`no such file: ${values.from}`]);
  const result = readMultiplesCsv(readFileSync(values.from, 'utf8'), today());
  if (!result.ok) fail(result.problems);
  const header = existsSync(TABLE) ? headerOf(readFileSync(TABLE, 'utf8')) || DEFAULT_HEADER : DEFAULT_HEADER;
  writeFileSync(TABLE, renderMultiplesModule(header, result.rows));
  console.log(`Wrote ${result.rows.length} rows to ${TABLE}. Record the sources and date in decision 0148.`);
} else {
  console.error('Usage: npm run valuation:multiples -- --check | --csv | --from <file.csv>');
  process.exit(2);
}
