// EXPLAIN of every listing query the API benchmark sends, built by the product's own query functions, so
// the figures say which index each one uses; a sequential scan of a table of more than SMALL_TABLE_ROWS rows fails
// the check. A smaller table (the bench's few valuation estimates, joined for the cards' indicative valuation) is
// read whole because that is the cheaper plan, as the planner rightly decides; at scale it takes the index.
import pg from 'pg';
import { openPostgres } from '../src/server/db/client.ts';
import {
  businessCountQuery, businessPageQuery, investorCountQuery, investorPageQuery,
} from '../src/server/modules/listings/listings.queries.ts';

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] }

/** A table this small may be scanned sequentially: its whole heap is a page or two. */
const SMALL_TABLE_ROWS = 1000;

export interface ExplainedQuery { query: string; scans: string[]; usesIndexes: boolean; ms: number }

function scansOf(node: PlanNode, into: string[] = []): string[] {
  if (node['Relation Name'] || node['Index Name']) {
    into.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}`);
  }
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

export async function explainListings(url: string): Promise<ExplainedQuery[]> {
  const database = await openPostgres(url, { max: 1 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const db = database.db;
  const queries: [string, { toSQL(): { sql: string; params: unknown[] } }][] = [
    ['businesses: industry + search, page 2', businessPageQuery(db, { industry: 'technology', search: 'cloud' }, 24, 24)],
    ['businesses: count, industry + search', businessCountQuery(db, { industry: 'technology', search: 'cloud' })],
    ['businesses: region + search, page 2', businessPageQuery(db, { region: 'UAE', search: 'solar' }, 24, 24)],
    ['businesses: count, region + search', businessCountQuery(db, { region: 'UAE', search: 'solar' })],
    ['businesses: stage, page 3', businessPageQuery(db, { stage: 'growth' }, 24, 48)],
    ['businesses: count of all active', businessCountQuery(db, {})],
    ['investors: industry + search, page 2', investorPageQuery(db, { industry: 'energy', search: 'solar' }, 24, 24, false)],
    ['investors: count, industry + search', investorCountQuery(db, { industry: 'energy', search: 'solar' })],
    ['investors: region, page 1', investorPageQuery(db, { region: 'Qatar' }, 24, 0, false)],
    // Search that forgives (issue 20): a typo found by trigram word similarity, a city by its region's columns.
    ['businesses: typo search (cofee), page 1', businessPageQuery(db, { search: 'cofee' }, 24, 0)],
    ['businesses: count, typo search (cofee)', businessCountQuery(db, { search: 'cofee' })],
    ['businesses: industry + alias search (riyadh), page 1', businessPageQuery(db, { industry: 'healthcare', search: 'riyadh' }, 24, 0)],
    ['businesses: alias search (doha), page 1', businessPageQuery(db, { search: 'doha' }, 24, 0)],
    ['businesses: count, alias search (doha)', businessCountQuery(db, { search: 'doha' })],
    ['investors: alias search (KSA), page 1', investorPageQuery(db, { search: 'KSA' }, 24, 0, false)],
    ['investors: count, alias search (KSA)', investorCountQuery(db, { search: 'KSA' })],
    ['investors: count of all active', investorCountQuery(db, {})],
    ['home: six newest businesses', businessPageQuery(db, {}, 6, 0)],
    ['home: six newest investors', investorPageQuery(db, {}, 6, 0, false)],
  ];
  /** Rows of a table, counted up to one past the small-table bound. */
  const rowsOf = async (table: string) => {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from (select 1 from "${table.replaceAll('"', '""')}" limit ${SMALL_TABLE_ROWS + 1}) t`);
    return rows[0]?.n ?? Number.POSITIVE_INFINITY;
  };
  try {
    const results: ExplainedQuery[] = [];
    for (const [name, query] of queries) {
      const { sql, params } = query.toSQL();
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `explain (analyze, format json) ${sql}`, params);
      const plan = rows[0]?.['QUERY PLAN'][0];
      const scans = plan ? scansOf(plan.Plan) : [];
      let largeSeqScan = false;
      for (const [k, scan] of scans.entries()) {
        if (!scan.startsWith('Seq Scan ')) continue;
        const rows = await rowsOf(scan.slice('Seq Scan '.length));
        scans[k] = `${scan} (${rows > SMALL_TABLE_ROWS ? `over ${SMALL_TABLE_ROWS}` : rows} rows)`;
        if (rows > SMALL_TABLE_ROWS) largeSeqScan = true;
      }
      results.push({
        query: name,
        scans,
        usesIndexes: scans.length > 0 && !largeSeqScan,
        ms: plan?.['Execution Time'] ?? Number.NaN,
      });
    }
    return results;
  } finally {
    await client.end();
    await database.close();
  }
}
