// One `wrk --latency` run and its figures. wrk is the issue's own tool (`wrk -t2 -cN -d5s`).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const WRK = '/usr/bin/wrk';
const run = promisify(execFile);

/** What a page request carries: a returning visitor past the age gate, gzip accepted. */
export const PAGE_HEADERS = {
  Accept: 'text/html',
  Cookie: '_agev=1',
  'Accept-Encoding': 'gzip',
};

/**
 * What an uncached render is measured with: the issue's own method (`Accept: text/html`,
 * `_agev=1`, nothing compressed). Compressing each render would run on Node's thread pool,
 * so one process would already use part of the second core and the two-process gain would
 * measure the compression's threads, not the renders.
 */
export const RENDER_HEADERS = {
  Accept: 'text/html',
  Cookie: '_agev=1',
};

/** The figures of one run. */
export interface WrkResult {
  requestsPerS: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket timeouts (no answer within wrk's `--timeout`, 2 s by default). */
  timeouts: number;
  /** Connect, read and write errors. */
  errors: number;
  /** Answers that were not 2xx or 3xx. */
  non2xx: number;
  requests: number;
}

/** Why the bench cannot run here, or null. */
export function wrkMissing(): string | null {
  return existsSync(WRK) ? null : `${WRK} is not installed (apt-get install wrk)`;
}

/** wrk's duration units ("812.00us", "1.23ms", "2.00s", "1.00m") in milliseconds. */
export function toMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`wrk: unreadable duration ${JSON.stringify(text)}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(m[1]) * scale;
}

/** Reads wrk's report (with `--latency`). */
export function parseWrk(out: string): WrkResult {
  const number = (re: RegExp) => Number(re.exec(out)?.[1] ?? Number.NaN);
  const percentile = (p: number) => {
    const m = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out);
    if (!m?.[1]) throw new Error(`wrk: no ${p}% latency in:\n${out}`);
    return toMs(m[1]);
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const requestsPerS = number(/Requests\/sec:\s+([\d.]+)/);
  if (Number.isNaN(requestsPerS)) throw new Error(`wrk: no Requests/sec in:\n${out}`);
  return {
    requestsPerS,
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    timeouts: Number(socket?.[4] ?? 0),
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    requests: number(/(\d+) requests in/),
  };
}

/**
 * `wrk --latency` on `url` with the page headers. wrk needs a connection per thread, so one
 * connection runs one thread (the issue's `-t2` otherwise).
 */
export async function wrk(
  url: string,
  connections: number,
  seconds: number,
  requestHeaders: Record<string, string> = PAGE_HEADERS,
): Promise<WrkResult> {
  const headers = Object.entries(requestHeaders).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const threads = Math.min(2, connections);
  const { stdout } = await run(
    WRK,
    [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', ...headers, url],
    { maxBuffer: 1 << 20 },
  );
  return parseWrk(stdout);
}
