/**
 * Issue #17's figures: p50/p95 of a member's own profile page and of video pages for a
 * signed-in member, server-rendered by the real app over real HTTP, against the same video
 * pages for a visitor in the same run (what a member's page costs over a visitor's) and the
 * profile's JSON (the floor); then first visits of other video pages. SQLite, 1,000,000
 * videos and 100,000 members by default. Prints figures; not a test. See README.md.
 *
 *   pnpm --filter @tubekit/bench-api member-pages [--videos N] [--members N] [--runs 200]
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '@tubekit/server/src/demo/demo-accounts.ts';
import { signInAsBrowser } from './src/browser-sign-in.ts';
import { ensureMemberCatalogue } from './src/member-catalogue.ts';
import { sampleMemberPages } from './src/member-sample.ts';
import { coldVideoRequests, memberScenarios } from './src/member-scenarios.ts';
import { measureInterleaved, measureOnce } from './src/page-latency.ts';
import { percentile } from './src/sign-in-latency.ts';
import { buildSiteIfStale, startSiteApp } from './src/site-app.ts';

/** Video pages cycled through (warm), and as many others visited once (cold). */
const VIDEO_PAGES = 50;
/** At least one pass over the cycled pages, so no first visit lands in the warm figures. */
const WARMUP_ROUNDS = Math.max(20, VIDEO_PAGES);

const { values } = parseArgs({
  options: {
    videos: { type: 'string', default: '1000000' },
    members: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
  },
});
const videos = Number(values.videos);
const members = Number(values.members);
const runs = Number(values.runs);
for (const [name, n] of Object.entries({ videos, members, runs }))
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive integer`);
    process.exit(2);
  }

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const count = (n: number) => n.toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`member pages: ${count(videos)} videos, ${count(members)} members (SQLite)`);
console.log(
  `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load ${load()}`,
);

const catalogue = await ensureMemberCatalogue(videos, members);
console.log(
  `catalogue ${catalogue.built ? 'built in' : 'reused (its build took'} ${catalogue.buildSeconds.toFixed(1)} s${catalogue.built ? '' : ')'}`,
);
buildSiteIfStale();
const sample = await sampleMemberPages(catalogue.sqlitePath, 2 * VIDEO_PAGES);
const warmVideos = sample.videos.slice(0, VIDEO_PAGES);
const coldVideos = sample.videos.slice(VIDEO_PAGES);
const app = await startSiteApp(catalogue.sqlitePath);
try {
  const { username } = sample.member;
  if (username !== DEMO_ACCOUNTS.member.username)
    throw new Error(`user 1 is ${username}, not the generator's ${DEMO_ACCOUNTS.member.username}`);
  const session = await signInAsBrowser(app.base, username, DEMO_ACCOUNTS.member.password);
  console.log(
    `signed in as ${username} (user 1, ${count(sample.member.uploads)} uploads); ` +
      `${warmVideos.length} video pages over the id range; load before the runs ${load()}`,
  );
  const scenarios = memberScenarios({ ...sample, videos: warmVideos }, session);
  const results = await measureInterleaved(app.base, scenarios, runs, WARMUP_ROUNDS);
  const visitor = results.find((r) => r.name === 'video page, visitor');
  console.log(
    `\n${runs} runs per scenario, one request at a time, interleaved, after ${WARMUP_ROUNDS} warm-up rounds` +
      ` (load after: ${load()}):`,
  );
  console.log(
    `  ${'scenario'.padEnd(27)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}  ${'body'.padStart(7)}  vs visitor p50 / p95`,
  );
  for (const r of results) {
    const [p50, p95] = [percentile(r.ms, 50), percentile(r.ms, 95)];
    const vs = visitor
      ? `${(p50 / percentile(visitor.ms, 50)).toFixed(2)}x / ${(p95 / percentile(visitor.ms, 95)).toFixed(2)}x`
      : '';
    console.log(
      `  ${r.name.padEnd(27)} ${ms(p50).padStart(8)} ${ms(p95).padStart(8)}  ${`${(r.bytes / 1024).toFixed(0)} KB`.padStart(7)}  ${vs}`,
    );
  }
  if (coldVideos.length > 1) {
    const cold = await measureOnce(app.base, coldVideoRequests(sample, coldVideos, session));
    console.log(
      `\nfirst visits of ${cold.length} other video pages (their JSON not cached yet), taken in turn:`,
    );
    for (const [name, parity] of [
      ['signed in', 0],
      ['visitor', 1],
    ] as const) {
      const own = cold.filter((_, i) => i % 2 === parity);
      console.log(
        `  ${name.padEnd(10)} n=${own.length}  p50 ${ms(percentile(own, 50))}  p95 ${ms(percentile(own, 95))}  max ${ms(Math.max(...own))}`,
      );
    }
  }
} finally {
  await app.close();
}
