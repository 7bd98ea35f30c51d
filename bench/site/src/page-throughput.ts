// Page throughput (issue #21): Debian's nginx serving the exact bytes of our pages as static
// files (the ceiling), our page cache, and our uncached render, with one and two server
// processes, all loaded by wrk with the same connection counts in one run.
import { nginxMissing, type PageCopy, type StaticServer, startNginx } from './nginx-static.ts';
import { pageBytes } from './page-bytes.ts';
import { type SiteServer, startSite } from './server.ts';
import { cpuOfTree, servingProcesses } from './serving-processes.ts';
import { PAGE_HEADERS, RENDER_HEADERS, type WrkResult, wrk, wrkMissing } from './wrk.ts';

/** What one run measures. */
export interface ThroughputOptions {
  /** First of six consecutive ports (four servers, nginx, one spare). */
  port: number;
  connections: number[];
  /** Seconds of each measured wrk run. */
  seconds: number;
  /** Seconds of the untimed wrk run each target gets per page before its measured runs. */
  warmupS: number;
  /** Times the whole measurement is repeated; each cell keeps its median run (by req/s). */
  rounds: number;
}

/** One server the bench starts: the page cache on or off, and how many processes. */
export interface ServerTarget {
  name: string;
  cached: boolean;
  processes: number;
}

export const SERVER_TARGETS: ServerTarget[] = [
  { name: 'cached N=1', cached: true, processes: 1 },
  { name: 'cached N=2', cached: true, processes: 2 },
  { name: 'uncached N=1', cached: false, processes: 1 },
  { name: 'uncached N=2', cached: false, processes: 2 },
];

export const NGINX_TARGET = 'nginx';

/** One measured cell: a page on a target at a connection count. */
export interface Cell extends WrkResult {
  page: string;
  target: string;
  connections: number;
}

export interface ThroughputReport {
  pages: { name: string; path: string; gzipBytes: number; htmlBytes: number }[];
  cells: Cell[];
  /** Per server target: the processes whose CPU grew under load (the middle connection count). */
  serving: Record<string, number>;
  options: ThroughputOptions;
}

/** The page cache off: every request renders (the README's "Page cache" setting). */
const UNCACHED_ENV = { TUBEKIT_PAGE_CACHE_BYTES: '0' };

/**
 * Starts the four servers (one after the other, each once its demo clip is transcoded, so no
 * ffmpeg runs while another is measured), copies their pages into nginx, then loads every
 * page x connection count x target in turn: targets alternate inside each cell, so a burst
 * of other work on a shared machine lands on all of them alike. Stops everything it started,
 * also on failure.
 */
export async function pageThroughput(
  siteDist: string,
  options: ThroughputOptions,
): Promise<ThroughputReport> {
  const missing = wrkMissing() ?? nginxMissing();
  if (missing) throw new Error(missing);
  const servers = new Map<string, SiteServer>();
  let nginx: StaticServer | null = null;
  try {
    for (const [i, target] of SERVER_TARGETS.entries()) {
      const env: Record<string, string> = {
        TUBEKIT_SERVER_PROCESSES: String(target.processes),
        ...(target.cached ? {} : UNCACHED_ENV),
      };
      console.log(`[pages] starting ${target.name} on port ${options.port + i}`);
      servers.set(target.name, await startSite(options.port + i, siteDist, { env, waitForMedia: true }));
    }
    const first = servers.get(SERVER_TARGETS[0]?.name ?? '');
    if (!first) throw new Error('no server started');
    const home = (await pageBytes(`${first.origin}/`)).html.toString('utf8');
    const video = /href="(\/video\/\d+\/[a-z0-9-]+\/)"/.exec(home)?.[1];
    if (!video) throw new Error('no video link on the home page');
    const pages = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/videos/latest-updates/2/' },
      { name: 'video', path: video },
    ];
    // The exact bytes the page cache sends (one entry: the same bytes to every request).
    const copies: PageCopy[] = [];
    for (const page of pages)
      copies.push({ path: page.path, ...(await pageBytes(first.origin + page.path)) });
    nginx = await startNginx(options.port + 4, copies);
    const origins = new Map<string, string>([[NGINX_TARGET, nginx.origin]]);
    for (const [name, server] of servers) origins.set(name, server.origin);
    // Every target answers every page as a whole gzip page before anything is measured.
    for (const page of pages)
      for (const [name, origin] of origins) {
        const { gzip } = await pageBytes(origin + page.path);
        if (
          name === NGINX_TARGET &&
          !gzip.equals(copies.find((c) => c.path === page.path)?.gzip ?? Buffer.alloc(0))
        )
          throw new Error(`nginx did not send the copied gzip bytes of ${page.path}`);
      }

    const runs: Cell[] = [];
    const serving: Record<string, number> = {};
    const middle = options.connections[Math.floor(options.connections.length / 2)] ?? 50;
    for (let round = 1; round <= options.rounds; round++)
      for (const page of pages) {
        for (const origin of origins.values()) await wrk(origin + page.path, 50, options.warmupS);
        for (const connections of options.connections)
          for (const [name, origin] of origins) {
            const server = servers.get(name);
            const before = server ? cpuOfTree(server.child.pid) : null;
            const headers = name.startsWith('uncached') ? RENDER_HEADERS : PAGE_HEADERS;
            const result = await wrk(origin + page.path, connections, options.seconds, headers);
            if (server && before && connections === middle)
              serving[name] = Math.max(
                serving[name] ?? 0,
                servingProcesses(before, cpuOfTree(server.child.pid)),
              );
            runs.push({ page: page.name, target: name, connections, ...result });
            console.log(
              `[pages] round ${round} ${page.name.padEnd(8)} ${name.padEnd(13)} c=${String(connections).padEnd(4)} ${result.requestsPerS.toFixed(0).padStart(7)} req/s`,
            );
          }
      }
    const cells = medianCells(runs);
    return {
      pages: pages.map((p, i) => ({
        ...p,
        gzipBytes: copies[i]?.gzip.length ?? 0,
        htmlBytes: copies[i]?.html.length ?? 0,
      })),
      cells,
      serving,
      options,
    };
  } finally {
    await nginx?.stop();
    for (const server of servers.values()) await server.stop();
  }
}

/** Per page, target and connection count: the run with the median req/s (latencies its own). */
function medianCells(runs: Cell[]): Cell[] {
  const groups = new Map<string, Cell[]>();
  for (const run of runs) {
    const key = `${run.page}|${run.target}|${run.connections}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()].map((group) => {
    const sorted = [...group].sort((a, b) => a.requestsPerS - b.requestsPerS);
    return sorted[Math.floor(sorted.length / 2)] as Cell;
  });
}
