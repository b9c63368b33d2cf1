// Web benchmark (DESIGN.md section 7): `npm run bench:web`. Builds the production bundle (bench/build.ts),
// reports the JavaScript and CSS each route loads, gzipped, and the modules that make up the home route's
// JavaScript; then runs Lighthouse (mobile defaults) on the public pages and on a static one-file copy of the
// home page served by the same server, the ceiling a client-rendered page is compared with.
import { pathToFileURL } from 'node:url';
import { argument, benchDatabaseUrl, fmt, log, machine, writeResult } from './common.ts';
import { buildForBench, type ChunkModules } from './build.ts';
import { largestModules, routeSizes, type RouteSize } from './bundle-sizes.ts';
import { lighthouse, writeStaticCopy, type PageScore } from './lighthouse-run.ts';
import { startServer } from './server.ts';

export const WEB_BUDGET = { homeJsKB: 120, performance: 0.95, withinStatic: 0.03, cls: 0.02, accessibility: 1 };
export const PUBLIC_PAGES = ['/', '/businesses', '/services'];

export interface WebResult {
  routes: RouteSize[];
  homeModules: { module: string; bytes: number; gzip: number }[];
  pages: PageScore[];
  staticPage: PageScore;
}

/** `database`: the server's data; a PostgreSQL URL, or null for the embedded database with demo data. */
export async function runWebBench(modules: ChunkModules, options: { databaseUrl: string; runs: number }): Promise<WebResult> {
  const routes = routeSizes();
  const home = routes.find((r) => r.route === '/');
  const homeModules = largestModules(modules, home?.files.filter((f) => f.endsWith('.js')).map((f) => f) ?? []);
  log(`home route: ${fmt.kb(home?.jsGzip ?? 0)} JavaScript, ${fmt.kb(home?.cssGzip ?? 0)} CSS (gzipped)`);

  const server = await startServer({ DATABASE_URL: options.databaseUrl, SEED_DEMO: 'false' });
  try {
    const staticPath = await writeStaticCopy(`${server.url}/`, 'bench-static-home.html');
    const pages: PageScore[] = [];
    for (const page of PUBLIC_PAGES) {
      pages.push(await lighthouse(`${server.url}${page}`, options.runs));
      const last = pages.at(-1) as PageScore;
      log(`  ${page}: performance ${last.performance}, accessibility ${last.accessibility}, LCP ${fmt.ms(last.lcpMs)}, TBT ${fmt.ms(last.tbtMs)}, CLS ${last.cls.toFixed(3)}`);
    }
    const staticPage = await lighthouse(`${server.url}${staticPath}`, options.runs);
    log(`  static copy of /: performance ${staticPage.performance}, LCP ${fmt.ms(staticPage.lcpMs)}`);
    const strip = (p: PageScore) => ({ ...p, url: new URL(p.url).pathname });
    return { routes, homeModules, pages: pages.map(strip), staticPage: strip(staticPage) };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { modules } = await buildForBench();
  const result = await runWebBench(modules, { databaseUrl: benchDatabaseUrl(), runs: Number(argument('runs', '3')) });
  writeResult('web', { date: new Date().toISOString(), machine: machine(), ...result });
  for (const r of result.routes) log(`  ${r.route.padEnd(22)} JS ${fmt.kb(r.jsGzip).padStart(9)}  CSS ${fmt.kb(r.cssGzip).padStart(8)}`);
  log('largest modules of the home route (gzipped share of their chunk):');
  for (const m of result.homeModules) log(`  ${m.module.padEnd(50)} ${fmt.kb(m.gzip).padStart(9)}  (${fmt.kb(m.bytes)} before minification)`);
}
