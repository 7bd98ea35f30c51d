// The bench's table: per page and connection count, req/s and p99 of 1 and 2 processes and
// the ratio of the two.
import { availableParallelism } from 'node:os';
import type { WrkResult } from '../../site/src/wrk.ts';

/** One measured run: a page through one target at one connection count. */
export interface Cell extends WrkResult {
  page: string;
  target: string;
  connections: number;
}

const ONE = '1 process';
const TWO = '2 processes';

/** Prints the method line, the pages and the table. */
export function printCells(
  cells: Cell[],
  run: {
    seconds: number;
    warmupS: number;
    loadBefore: { loadAvg: number[] };
    loadAfter: { loadAvg: number[] };
    pages: { name: string; path: string }[];
  },
): void {
  console.log(
    `\nCluster throughput through nginx (deploy/nginx): wrk -t2 -d${run.seconds}s --latency after a ${run.warmupS} s warm-up per page and target;` +
      ` ${availableParallelism()} cores shared by wrk, nginx, the servers, PostgreSQL and Redis; load average ${run.loadBefore.loadAvg.join(' / ')} before, ${run.loadAfter.loadAvg.join(' / ')} after`,
  );
  for (const p of run.pages) console.log(`  ${p.name.padEnd(8)} ${p.path}`);
  const rows = [
    '| page | conns | 1 process req/s | p99 ms | 2 processes req/s | p99 ms | 2/1 | errors (1 / 2) |',
    '| ---- | ----: | --------------: | -----: | ----------------: | -----: | --: | -------------: |',
  ];
  const keys = [...new Set(cells.map((c) => `${c.page}|${c.connections}`))];
  for (const key of keys) {
    const [page, conns] = key.split('|');
    const find = (target: string) =>
      cells.find((c) => c.page === page && String(c.connections) === conns && c.target === target);
    const one = find(ONE);
    const two = find(TWO);
    if (!one || !two) continue;
    const bad = (c: Cell) => c.timeouts + c.errors + c.non2xx;
    rows.push(
      `| ${page} | ${conns} | ${one.requestsPerS.toFixed(0)} | ${one.p99Ms.toFixed(1)} | ${two.requestsPerS.toFixed(0)} | ${two.p99Ms.toFixed(1)} | ${(two.requestsPerS / one.requestsPerS).toFixed(2)} | ${bad(one)} / ${bad(two)} |`,
    );
  }
  console.log(`\n${rows.join('\n')}`);
}
