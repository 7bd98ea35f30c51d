import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULTS, LIFETIME, mainPath } from '@tubekit/contract';
import { type Child, freePort, startChild } from './processes.ts';

/** The target: the first start, seed and demo media included, within 5 minutes. */
export const FIRST_START_TARGET_SECONDS = 300;

export interface FirstStartOptions {
  /** Give up (FAIL) after this many seconds of `pnpm start`. */
  timeoutSeconds: number;
  /** Keep the clone afterwards (its .data holds the generated media). */
  keep: boolean;
}

export function parseFirstStartOptions(argv: string[]): FirstStartOptions {
  const options: FirstStartOptions = { timeoutSeconds: 900, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--keep') options.keep = true;
    else if (arg === '--timeout') {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 10)
        throw new Error('--timeout takes whole seconds, at least 10');
      options.timeoutSeconds = value;
    } else throw new Error(`unknown option ${arg} (options: --timeout S, --keep)`);
  }
  return options;
}

export interface FirstStartResult {
  bootstrapSeconds: number;
  /** From `pnpm start` until the server said it listens (site build, migrations, catalogue). */
  listeningSeconds: number;
  /** From `pnpm start` until the demo media were all transcoded: the first start. */
  readySeconds: number;
  clipsReady: number;
  clipsTotal: number;
  /** What the running server answered: status of the home page and of json/main. */
  answers: { path: string; status: number }[];
  passed: boolean;
}

/**
 * Clones `repo` into `dir`, runs `scripts/bootstrap`, then `pnpm start` on the embedded
 * defaults (SQLite and files under the clone's .data) on a free loopback port, timing it
 * until the server listens and until its `[seed] done` line; then asks the server for its
 * home page and json/main, and stops it.
 */
export async function runFirstStart(args: {
  repo: string;
  dir: string;
  timeoutSeconds: number;
  log: (line: string) => void;
}): Promise<FirstStartResult> {
  execFileSync('git', ['clone', '--quiet', args.repo, args.dir]);
  const env = { ...process.env };
  // The embedded default, whatever this shell points the server at.
  for (const name of ['DATABASE_URL', 'TUBEKIT_DATA_DIR', 'TUBEKIT_MEDIA_ROOT', 'TUBEKIT_SECRET'])
    delete env[name];

  let started = performance.now();
  const bootstrap = startChild('scripts/bootstrap', join(args.dir, 'scripts/bootstrap'), [], {
    cwd: args.dir,
    env,
  });
  const code = await bootstrap.exited;
  if (code !== '0') throw new Error(`scripts/bootstrap exited ${code}:\n${bootstrap.tail()}`);
  const bootstrapSeconds = seconds(started);
  args.log(`  scripts/bootstrap: ${bootstrapSeconds.toFixed(1)} s`);

  const port = await freePort();
  started = performance.now();
  let listeningSeconds = Number.NaN;
  let done: (line: string) => void = () => {};
  const seedDone = new Promise<string>((resolve) => {
    done = resolve;
  });
  const server = startChild('pnpm start', 'pnpm', ['start'], {
    cwd: args.dir,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    onLine: (line) => {
      if (line.startsWith('Tubekit is running at')) {
        listeningSeconds = seconds(started);
        args.log(`  ${line} (${listeningSeconds.toFixed(1)} s)`);
      } else if (line.startsWith('[seed] done in')) done(line);
      else if (line.startsWith('[seed]')) args.log(`  ${line}`);
    },
  });
  const finished = await waitForSeed(server, seedDone, args.timeoutSeconds);
  const readySeconds = seconds(started);
  const clips = /(\d+)\/(\d+) demo clips ready/.exec(finished);
  const base = `http://127.0.0.1:${port}`;
  const answers = [];
  for (const path of [
    '/',
    `/${mainPath.build({ lifetime: LIFETIME.main, gender: DEFAULTS.gender, lang: DEFAULTS.lang })}`,
  ]) {
    const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    answers.push({ path, status: res.status });
  }
  await server.stop();
  const clipsReady = Number(clips?.[1] ?? 0);
  const clipsTotal = Number(clips?.[2] ?? 0);
  return {
    bootstrapSeconds,
    listeningSeconds,
    readySeconds,
    clipsReady,
    clipsTotal,
    answers,
    passed:
      readySeconds <= FIRST_START_TARGET_SECONDS &&
      clipsTotal > 0 &&
      clipsReady === clipsTotal &&
      answers.every((a) => a.status === 200),
  };
}

/** The `[seed] done` line, or an error when the server exits or the time runs out first. */
async function waitForSeed(
  server: Child,
  seedDone: Promise<string>,
  timeoutSeconds: number,
): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no "[seed] done" within ${timeoutSeconds} s:\n${server.tail()}`)),
      timeoutSeconds * 1000,
    );
  });
  const exited = server.exited.then((code): never => {
    throw new Error(`pnpm start exited (${code}) before the demo media were ready:\n${server.tail()}`);
  });
  // Stopping the server after a win settles this too: not an unhandled rejection.
  exited.catch(() => {});
  try {
    return await Promise.race([seedDone, timeout, exited]);
  } finally {
    clearTimeout(timer);
  }
}

function seconds(since: number): number {
  return (performance.now() - since) / 1000;
}

export function formatFirstStart(r: FirstStartResult): string {
  const verdict = r.passed ? 'PASS' : 'FAIL';
  return [
    `scripts/bootstrap (dependencies)          ${r.bootstrapSeconds.toFixed(1)} s`,
    `pnpm start -> server listening            ${r.listeningSeconds.toFixed(1)} s`,
    `pnpm start -> demo media ready            ${r.readySeconds.toFixed(1)} s  (${r.clipsReady}/${r.clipsTotal} clips)  target <= ${FIRST_START_TARGET_SECONDS} s: ${verdict}`,
    `both commands                             ${(r.bootstrapSeconds + r.readySeconds).toFixed(1)} s`,
    ...r.answers.map((a) => `GET ${a.path}  ${a.status}`),
  ].join('\n');
}
