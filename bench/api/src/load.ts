import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** One load run: `paths` are requested in turn, across all connections. */
export interface LoadSpec {
  baseUrl: string;
  paths: readonly string[];
  connections: number;
  /** Measured seconds. */
  duration: number;
  /** Unmeasured seconds before (JIT, caches, connection set-up). */
  warmup: number;
  /** The server process whose CPU time per request is measured (Linux /proc only). */
  cpuPid?: number;
}

/** Figures of one measured run. Latencies in milliseconds. */
export interface LoadFigures {
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers with a status other than 2xx, plus connection errors and timeouts. */
  failures: number;
  statusCodes: Record<string, number>;
  /**
   * CPU milliseconds (user + system) the server process spent per measured request: the
   * cost of a request whatever else runs on the machine, unlike the latencies, which grow
   * with the load of other work. NaN when not measured.
   */
  cpuMsPerRequest: number;
}

/** utime + stime of a process in milliseconds, from /proc/<pid>/stat (clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** Grows by doubling; latencies of a 10 s run at 30,000 req/s fit in a few MB. */
class Samples {
  private data = new Float64Array(1 << 16);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  sorted(): Float64Array {
    return this.data.slice(0, this.length).sort();
  }
}

async function cannon(spec: LoadSpec, seconds: number, samples: Samples | null) {
  let next = 0;
  const paths = spec.paths;
  const instance = autocannon({
    url: spec.baseUrl,
    connections: spec.connections,
    duration: seconds,
    timeout: 10,
    // One request template whose path rotates over the list, shared by every connection.
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] ?? '/' }),
      },
    ],
  });
  if (samples) {
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      samples.push(responseTime);
    });
  }
  // autocannon stops itself after `duration`; this guard bounds the run if it does not.
  const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
  }
}

/** Warms up, then loads `spec.paths` for `spec.duration` seconds and measures every response. */
export async function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  if (spec.paths.length === 0) throw new Error('runLoad: no paths to request');
  if (spec.warmup > 0) await cannon(spec, spec.warmup, null);
  const samples = new Samples();
  const cpuBefore = spec.cpuPid === undefined ? Number.NaN : processCpuMs(spec.cpuPid);
  const result = await cannon(spec, spec.duration, samples);
  const cpuAfter = spec.cpuPid === undefined ? Number.NaN : processCpuMs(spec.cpuPid);
  const sorted = samples.sorted();
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats)) statusCodes[code] = stat.count;
  return {
    requests: sorted.length,
    reqPerSec: sorted.length / (result.duration || spec.duration),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failures: result.non2xx + result.errors + result.timeouts,
    statusCodes,
    cpuMsPerRequest: sorted.length > 0 ? (cpuAfter - cpuBefore) / sorted.length : Number.NaN,
  };
}
