import { buildForBench } from './build.ts';
import { largestModules, routeSizes } from './bundle-sizes.ts';
const { modules } = await buildForBench();
const home = routeSizes().find((r) => r.route === '/');
for (const m of largestModules(modules, home?.files.filter((f) => f.endsWith('.js')) ?? [], 80)) console.log(m.module.padEnd(60), (m.gzip/1024).toFixed(2));
