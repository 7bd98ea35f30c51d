import { fileURLToPath } from 'node:url';
import { type Child, startChild, waitForHttp } from './processes.ts';

/** Where the server under test listens. */
export interface RunningServer {
  child: Child;
  baseUrl: string;
}

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/**
 * Starts the server under test as `node --import tsx src/server-child.ts` (its own process
 * and event loop, one core like the nginx worker) and waits until it answers.
 */
export async function startServer(target: {
  sqlitePath?: string;
  databaseUrl?: string;
  standIn: boolean;
}): Promise<RunningServer> {
  let resolvePort: (port: number) => void = () => {};
  const portLine = new Promise<number>((resolve) => {
    resolvePort = resolve;
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BENCH_STAND_IN: target.standIn ? '1' : '0',
    BENCH_SQLITE_PATH: target.sqlitePath ?? '',
    BENCH_DATABASE: target.databaseUrl ?? '',
    // Keep the server's data dir and secret out of the repository's own .data/.
    TUBEKIT_DATA_DIR: fileURLToPath(new URL('../.data/server', import.meta.url)),
    TUBEKIT_SECRET: 'bench-api-secret-not-used-for-anything-real',
  };
  delete env.DATABASE_URL;
  // BENCH_SERVER_CPU_PROF=<dir>: a V8 CPU profile of the server, written when it stops.
  const profileDir = process.env.BENCH_SERVER_CPU_PROF;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = startChild(
    'server',
    process.execPath,
    [...profile, '--import', 'tsx', 'src/server-child.ts'],
    {
      cwd: BENCH_DIR,
      env,
      onLine: (line) => {
        const match = /^LISTENING (\d+)$/.exec(line);
        if (match) resolvePort(Number(match[1]));
      },
    },
  );
  const timeout = new Promise<never>((_, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${child.tail()}`)),
      START_TIMEOUT_MS,
    );
    void portLine.then(() => clearTimeout(timer));
    void child.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) while starting:\n${child.tail()}`));
    });
  });
  try {
    const port = await Promise.race([portLine, timeout]);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(`${baseUrl}/`, child, 10_000);
    return { child, baseUrl };
  } catch (error) {
    await child.stop();
    throw error;
  }
}
