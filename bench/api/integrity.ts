/**
 * Integrity probe: what one client can do to a running site in a minute, and whether any
 * generated URL makes it fail. Prints figures against the targets; not a test. See README.md.
 *
 *   pnpm --filter @tubekit/bench-api integrity [--url http://127.0.0.1:3000] [--seconds 60] [--urls 10000]
 */
import { parseArgs } from 'node:util';
import { generatedUrls } from '@tubekit/server/src/http/generated-urls.ts';
import { pickVideos, postFor, statusesOf, videoCounts } from './src/integrity-probe.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    seconds: { type: 'string', default: '60' },
    urls: { type: 'string', default: '10000' },
    // The server's view flush interval plus a margin: how long to wait before reading views.
    'flush-wait': { type: 'string', default: '12' },
  },
});
const baseUrl = (values.url as string).replace(/\/$/, '');
const seconds = Number(values.seconds);
const urlCount = Number(values.urls);
const flushWait = Number(values['flush-wait']);

try {
  await fetch(`${baseUrl}/robots.txt`, { signal: AbortSignal.timeout(5000) });
} catch {
  console.error(`no server answers at ${baseUrl}: start the site first (pnpm start)`);
  process.exit(2);
}

const [voteId, viewId] = await pickVideos(baseUrl);
const before = { vote: await videoCounts(baseUrl, voteId), view: await videoCounts(baseUrl, viewId) };
console.log(
  `Integrity probe against ${baseUrl}: ${seconds} s of votes on video ${voteId} and views of video ${viewId}`,
);

// One client, three ways of hiding who it is, all at once for the same minute: a new
// User-Agent per vote and no cookie kept; a new User-Agent and whatever cookie it was last
// given; and views posted as fast as the server answers.
let kept = '';
const [rotating, keeping, views] = await Promise.all([
  postFor(baseUrl, seconds, (i) => ({
    fields: { act: 'vote', section: 'videos', object_id: String(voteId), vote: '1' },
    userAgent: `probe-agent-a-${i}`,
  })),
  postFor(
    baseUrl,
    seconds,
    (i) => ({
      fields: { act: 'vote', section: 'videos', object_id: String(voteId), vote: '1' },
      userAgent: `probe-agent-b-${i}`,
      cookie: kept,
    }),
    (answer) => {
      const first = answer.setCookie[0];
      if (first) kept = first.split(';')[0] ?? '';
    },
  ),
  postFor(baseUrl, seconds, (i) => ({
    fields: { act: 'view', section: 'videos', object_id: String(viewId) },
    userAgent: `probe-agent-c-${i}`,
  })),
]);
console.log(`waiting ${flushWait} s for the view buffer to flush`);
await new Promise((r) => setTimeout(r, flushWait * 1000));
const after = { vote: await videoCounts(baseUrl, voteId), view: await videoCounts(baseUrl, viewId) };

console.log(`\nGenerated URLs: ${urlCount}, 8 at a time`);
// Browser-like requests ask for HTML past the age gate, so the page render runs.
const paths = generatedUrls(urlCount, 20261124).map((r) =>
  r.html ? { path: r.url, accept: 'text/html,application/xhtml+xml', cookie: '_agev=1' } : { path: r.url },
);
const statuses = await statusesOf(baseUrl, paths);

const votesLanded = after.vote.likes - before.vote.likes;
const viewsAdded = after.view.views - before.view.views;
const fiveXx = statuses.fiveXx.length;
const rows: [string, string, string, boolean][] = [
  [
    `votes landed on one video in ${seconds} s (rotating User-Agents, cookies dropped or kept)`,
    String(votesLanded),
    '1',
    votesLanded <= 1,
  ],
  [`views one client added in ${seconds} s`, String(viewsAdded), '1', viewsAdded <= 1],
  [
    `5xx answers over ${urlCount} generated URLs`,
    String(fiveXx),
    '0',
    fiveXx === 0 && statuses.failed.length === 0,
  ],
];
const fmt = (t: { sent: number; ok: number; limited: number; other: Record<number, number> }) =>
  `${t.sent} sent, ${t.ok} ok, ${t.limited} rate-limited${Object.keys(t.other).length ? `, other ${JSON.stringify(t.other)}` : ''}`;
console.log(`\nvotes, new User-Agent and no cookie: ${fmt(rotating)}`);
console.log(`votes, new User-Agent, cookie kept:  ${fmt(keeping)}`);
console.log(`views:                               ${fmt(views)}`);
console.log(`generated URLs by status: ${JSON.stringify(statuses.byStatus)}`);
for (const line of statuses.fiveXx.slice(0, 10)) console.log(`  5xx: ${line}`);
for (const line of statuses.failed.slice(0, 10)) console.log(`  no answer: ${line}`);
console.log('\n| figure | measured | target | |\n| --- | --- | --- | --- |');
for (const [name, measured, target, pass] of rows)
  console.log(`| ${name} | ${measured} | ${target} | ${pass ? 'PASS' : 'FAIL'} |`);
process.exitCode = rows.every((r) => r[3]) ? 0 : 1;
