// Builds the site into apps/site/dist/bench (so builds others run in the tree cannot empty
// it mid-run) and starts the real server on a fresh temporary data dir with a small demo
// catalogue and one short clip, as the e2e journeys do.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const site = join(repo, 'apps/site');

/** A running server and how to stop it. */
export interface SiteServer {
  origin: string;
  stop(): Promise<void>;
}

/** Client + server build of the site into `outDir` (production mode). */
export function buildSite(outDir: string): void {
  const vite = join(site, 'node_modules/.bin/vite');
  const run = (args: string[]) =>
    execFileSync(vite, ['build', '--logLevel', 'error', ...args], { cwd: site, stdio: 'inherit' });
  run(['--outDir', join(outDir, 'client')]);
  run(['--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, 'server')]);
}

/** Starts `apps/server/src/cli/start.ts` and resolves once it listens. */
export async function startSite(port: number, siteDist: string): Promise<SiteServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tubekit-bench-site-'));
  const child: ChildProcess = spawn(
    join(repo, 'node_modules/.bin/tsx'),
    [join(repo, 'apps/server/src/cli/start.ts'), '--videos', '300', '--clips', '1'],
    {
      cwd: join(repo, 'apps/server'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        TUBEKIT_DATA_DIR: dataDir,
        TUBEKIT_SITE_DIST: siteDist,
        TUBEKIT_SECRET: 'bench-site-secret-not-for-production',
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Tubekit is running at')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
