// Site benchmark (not a test): Lighthouse mobile scores of the home page, a listing and a
// video page served by the real server, and the home page's initial JavaScript in gzip bytes.
// Usage: pnpm --filter @tubekit/bench-site bench [--no-build] [--runs N]
import { lighthouseBench } from './src/lighthouse-bench.ts';
import { benchOptions, siteDistBuilt, writeResults } from './src/options.ts';

const result = await lighthouseBench(siteDistBuilt(), benchOptions.port, benchOptions.runs);
console.log(`\nresults: ${writeResults('site', result)}`);
