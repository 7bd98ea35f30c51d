import { availableParallelism } from 'node:os';
import { throughputTable, type Verdict, verdictLines, verdicts } from './page-report.ts';
import type { ThroughputReport } from './page-throughput.ts';

/** Prints the throughput table, the processes seen serving and the verdicts; returns them. */
export function printThroughput(report: ThroughputReport, load: { loadAvg: number[] }): Verdict[] {
  const o = report.options;
  console.log(
    `\nPage throughput: wrk -t2 (-t1 at 1 connection) -d${o.seconds}s --latency, after a ${o.warmupS} s warm-up per page and target, median of ${o.rounds} round(s);` +
      ` Accept: text/html, Cookie: _agev=1, Accept-Encoding: gzip; ${availableParallelism()} cores, load average before ${load.loadAvg.join(' / ')}`,
  );
  for (const p of report.pages)
    console.log(`  ${p.name.padEnd(8)} ${p.path} (${p.gzipBytes} B gzip, ${p.htmlBytes} B html)`);
  console.log(`\n${throughputTable(report)}`);
  console.log(
    `\nProcesses serving under load: ${Object.entries(report.serving)
      .map(([t, n]) => `${t}: ${n}`)
      .join(', ')}`,
  );
  const list = verdicts(report);
  console.log(`\nTargets (issue #21):\n${verdictLines(list)}`);
  return list;
}
