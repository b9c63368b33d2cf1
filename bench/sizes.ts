// `npm run bench:sizes`: the bench's production build and the JavaScript and CSS each route loads, gzipped,
// against the home budget — the quick check to run after a change to the web bundle (no Lighthouse).
import { fmt, log } from './common.ts';
import { buildForBench } from './build.ts';
import { largestModules, routeSizes } from './bundle-sizes.ts';
import { WEB_BUDGET } from './web.bench.ts';

const { modules } = await buildForBench();
const routes = routeSizes();
for (const r of routes) log(`  ${r.route.padEnd(22)} JS ${fmt.kb(r.jsGzip).padStart(9)}  CSS ${fmt.kb(r.cssGzip).padStart(8)}`);
const home = routes.find((r) => r.route === '/');
const homeKB = (home?.jsGzip ?? 0) / 1024;
log('largest modules of the home route (gzipped share of their chunk):');
for (const m of largestModules(modules, home?.files.filter((f) => f.endsWith('.js')) ?? [])) {
  log(`  ${m.module.padEnd(50)} ${fmt.kb(m.gzip).padStart(9)}`);
}
log(`home route JavaScript: ${homeKB.toFixed(1)} KB gzipped (budget ${WEB_BUDGET.homeJsKB} KB)`);
if (homeKB > WEB_BUDGET.homeJsKB) process.exitCode = 1;
