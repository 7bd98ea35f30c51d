// Everything issue #21 asks to print in one run: page throughput (nginx, cached, uncached;
// 1 and 2 processes), Lighthouse mobile on home, a listing and a video page, and the home
// page's initial JavaScript, on one build of the site.
// Usage: pnpm --filter @tubekit/bench-site bench:all [--no-build] [--runs N] [--seconds 5]
import { lighthouseBench } from './src/lighthouse-bench.ts';
import { benchOptions, machineLoad, siteDistBuilt, writeResults } from './src/options.ts';
import { printThroughput } from './src/page-print.ts';
import { pageThroughput } from './src/page-throughput.ts';

const siteDist = siteDistBuilt();
const loadBefore = machineLoad();
const report = await pageThroughput(siteDist, { ...benchOptions, port: benchOptions.port + 1 });
console.log('');
const site = await lighthouseBench(siteDist, benchOptions.port, benchOptions.runs);
const verdicts = printThroughput(report, loadBefore);
console.log(
  `  ${site.scoresPass ? 'PASS' : 'FAIL'}  Lighthouse mobile >= targets on every page and category (table above)`,
);
console.log(`  ${site.jsPass ? 'PASS' : 'FAIL'}  home initial JavaScript ${site.total} B within its budget`);
const file = writeResults('all', { report, verdicts, site, loadBefore, loadAfter: machineLoad() });
console.log(`\nresults: ${file}`);
