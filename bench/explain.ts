// EXPLAIN of every listing query the API benchmark sends, built by the product's own query functions, so
// the figures say which index each one uses; a sequential scan of a profile table fails the check.
import pg from 'pg';
import { openPostgres } from '../src/server/db/client.ts';
import {
  businessCountQuery, businessPageQuery, investorCountQuery, investorPageQuery,
} from '../src/server/modules/listings/listings.queries.ts';

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] }

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
  try {
    const results: ExplainedQuery[] = [];
    for (const [name, query] of queries) {
      const { sql, params } = query.toSQL();
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `explain (analyze, format json) ${sql}`, params);
      const plan = rows[0]?.['QUERY PLAN'][0];
      const scans = plan ? scansOf(plan.Plan) : [];
      results.push({
        query: name,
        scans,
        usesIndexes: scans.length > 0 && !scans.some((s) => s.startsWith('Seq Scan')),
        ms: plan?.['Execution Time'] ?? Number.NaN,
      });
    }
    return results;
  } finally {
    await client.end();
    await database.close();
  }
}
