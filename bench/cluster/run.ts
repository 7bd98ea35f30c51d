// Cluster benchmark (not a test, issue #22): the listing page, a video page and the listing
// JSON through the shipped nginx config (deploy/nginx, rendered by deploy/render-nginx.mjs)
// in front of 1 and then 2 `tubekit serve` processes on PostgreSQL and Redis, under wrk.
// Usage: pnpm --filter @tubekit/bench-cluster bench [--seconds 5] [--warmup 2]
//        [--connections 50,200] [--videos 300] [--site-dist <dir>] [--uncached]
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { nginxMissing, type RunningNginx, startNginx } from '../../deploy/run-nginx.mjs';
import { type Child, freePort, stopAll } from '../api/src/processes.ts';
import { CACHED_LISTING_PATH } from '../api/src/scenarios.ts';
import { machineLoad } from '../site/src/options.ts';
import { PAGE_HEADERS, wrk, wrkMissing } from '../site/src/wrk.ts';
import { type Cell, printCells } from './src/cells.ts';
import { partsMissing, seededCluster, startRedis, startServe } from './src/parts.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50,200' },
    videos: { type: 'string', default: '300' },
    'site-dist': { type: 'string' },
    // Pages render on every request: the servers' CPU, not nginx's or wrk's, is what is measured.
    uncached: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const warmupS = Number(values.warmup);
const connections = values.connections.split(',').map(Number);
if (![seconds, warmupS, ...connections].every((n) => Number.isInteger(n) && n > 0))
  throw new Error('--seconds, --warmup and --connections take positive whole numbers');

const missing = wrkMissing() ?? nginxMissing() ?? partsMissing();
if (missing) throw new Error(missing);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://tubekit:tubekit@127.0.0.1:5432/tubekit_test';
const loadBefore = machineLoad();
const fronts: RunningNginx[] = [];
const children: Child[] = [];
let removeData = () => {};
try {
  const redisPort = await freePort();
  children.push(await startRedis(redisPort));
  console.log(`[cluster] seeding ${values.videos} videos into PostgreSQL (${new URL(serverUrl).host})`);
  const cluster = await seededCluster(serverUrl, redisPort, Number(values.videos));
  removeData = cluster.remove;
  // Two `tubekit serve`, one server process each: two machines' worth, on one machine.
  const servePorts = [await freePort(), await freePort()];
  for (const port of servePorts) {
    console.log(`[cluster] starting tubekit serve on ${port}`);
    children.push(await startServe(cluster, port, 1, values['site-dist'], values.uncached));
  }
  // One nginx per target, the same rendered config, one or both serve processes upstream.
  const targets = [
    { name: '1 process', upstreams: servePorts.slice(0, 1) },
    { name: '2 processes', upstreams: servePorts },
  ];
  const origins = new Map<string, string>();
  for (const target of targets) {
    const front = await startNginx({
      port: await freePort(),
      upstreams: target.upstreams.map((p) => `127.0.0.1:${p}`),
      appDir: REPO,
      mediaRoot: join(cluster.dataDir, 'media'),
      accessLog: 'off',
      workerProcesses: availableParallelism(),
    });
    fronts.push(front);
    origins.set(target.name, front.origin);
  }
  const first = origins.get('1 process') ?? '';
  const home = await (await fetch(`${first}/`, { headers: PAGE_HEADERS })).text();
  const video = /href="(\/video\/\d+\/[a-z0-9-]+\/)"/.exec(home)?.[1];
  if (!video) throw new Error('no video link on the home page');
  const pages = [
    { name: 'listing', path: '/videos/latest-updates/2/', headers: PAGE_HEADERS },
    { name: 'video', path: video, headers: PAGE_HEADERS },
    {
      name: 'json',
      path: CACHED_LISTING_PATH,
      headers: { Accept: 'application/json', 'Accept-Encoding': 'gzip' },
    },
  ];
  const cells: Cell[] = [];
  for (const page of pages) {
    for (const origin of origins.values()) await wrk(origin + page.path, 50, warmupS, page.headers);
    for (const conns of connections)
      for (const [target, origin] of origins) {
        const result = await wrk(origin + page.path, conns, seconds, page.headers);
        cells.push({ page: page.name, target, connections: conns, ...result });
        console.log(
          `[cluster] ${page.name.padEnd(8)} ${target.padEnd(12)} c=${String(conns).padEnd(4)} ${result.requestsPerS.toFixed(0).padStart(7)} req/s`,
        );
      }
  }
  if (values.uncached)
    console.log('\nPages uncached (TUBEKIT_PAGE_CACHE_BYTES=0): every page request renders.');
  printCells(cells, { seconds, warmupS, loadBefore, loadAfter: machineLoad(), pages });
  const dir = fileURLToPath(new URL('./results', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `cluster-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ cells, pages, loadBefore, loadAfter: machineLoad() }, null, 2));
  console.log(`\nresults: ${file}`);
} finally {
  for (const front of fronts) await front.stop();
  await stopAll();
  removeData();
}
