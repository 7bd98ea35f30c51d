// Page throughput benchmark (not a test, issue #21): nginx serving our pages' bytes as static
// files, our page cache and our uncached render, with 1 and 2 server processes, under wrk.
// Usage: pnpm --filter @tubekit/bench-site bench:pages [--no-build] [--seconds 5] [--warmup 2]
//        [--connections 1,50,200]
import { benchOptions, machineLoad, siteDistBuilt, writeResults } from './src/options.ts';
import { printThroughput } from './src/page-print.ts';
import { pageThroughput } from './src/page-throughput.ts';

const siteDist = siteDistBuilt();
const loadBefore = machineLoad();
const report = await pageThroughput(siteDist, { ...benchOptions, port: benchOptions.port + 1 });
const verdicts = printThroughput(report, loadBefore);
console.log(
  `\nresults: ${writeResults('pages', { report, verdicts, loadBefore, loadAfter: machineLoad() })}`,
);
