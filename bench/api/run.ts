/**
 * API benchmark: our server on a 1,000,000-video catalogue (SQLite and PostgreSQL) against
 * nginx serving the same bytes. Prints figures; not a test. See README.md.
 */
import { cpus, loadavg } from 'node:os';
import { ensureCatalogue } from './src/catalogue.ts';
import { nginxMissing } from './src/nginx.ts';
import { type BenchOptions, parseOptions } from './src/options.ts';
import { stopAll } from './src/processes.ts';
import { allPassed, formatTable } from './src/report.ts';
import { runTarget, type TargetResult } from './src/run-target.ts';

const WARMUP_SECONDS = 2;

function printResult(title: string, result: TargetResult): void {
  const load = loadavg()[0]?.toFixed(1);
  console.log(`\n${formatTable(`${title} (1-minute load average after the run: ${load})`, result.rows)}`);
  console.log('slowest single paths of the latency scenarios (median of 3, one request at a time):');
  for (const s of result.slowest)
    console.log(`  ${s.scenario.padEnd(9)} ${s.ms.toFixed(1).padStart(7)} ms  ${s.status}  ${s.path}`);
}

async function main(options: BenchOptions): Promise<boolean> {
  console.log(
    `API benchmark: ${options.videos.toLocaleString('en-US')} videos, ${options.duration} s per scenario after a ${WARMUP_SECONDS} s warm-up`,
  );
  console.log(
    `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (other work on the machine skews the figures)`,
  );
  console.log(
    'fairness: our server is one Node process (one event loop, one core); nginx runs 1 worker process (one core). ' +
      'Both serve identity (uncompressed) bodies over HTTP/1.1 keep-alive on 127.0.0.1; ' +
      'autocannon runs in this separate process, sharing the same machine.',
  );
  const common = {
    videos: options.videos,
    duration: options.duration,
    warmup: WARMUP_SECONDS,
    connections: { throughput: options.connections, latency: options.latencyConnections },
    only: options.scenarios,
  };
  let passed = true;
  if (options.standIn) {
    console.log('\nSTAND-IN: a trivial node:http server, not the app; figures check the harness only');
    const result = await runTarget({ ...common, catalogue: null });
    printResult('stand-in server', result);
    return allPassed(result.rows);
  }
  for (const dbName of options.dbs) {
    console.log(`\n[${dbName}] catalogue of ${options.videos.toLocaleString('en-US')} videos`);
    const catalogue = await ensureCatalogue(dbName, options.videos, options.postgresUrl);
    const how = catalogue.built ? 'built in' : 'reused (its build took';
    console.log(`  ${how} ${catalogue.buildSeconds.toFixed(1)} s${catalogue.built ? '' : ')'}`);
    if (options.buildOnly) continue;
    const result = await runTarget({ ...common, catalogue });
    printResult(`${dbName}: ${options.videos.toLocaleString('en-US')} videos`, result);
    passed &&= allPassed(result.rows);
  }
  return passed;
}

let options: BenchOptions;
try {
  options = parseOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
// Before the catalogues, which take minutes to build on a fresh machine.
const missing = options.buildOnly ? null : nginxMissing();
if (missing) {
  console.error(missing);
  process.exit(2);
}
try {
  const passed = await main(options);
  if (options.buildOnly) console.log('\ncatalogues ready (--build-only: nothing loaded)');
  else console.log(passed ? '\nall targets PASS' : '\nsome targets FAIL (see the table)');
  process.exitCode = passed ? 0 : 1;
} catch (error) {
  console.error(`bench failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
