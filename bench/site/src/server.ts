// Builds the site into apps/site/dist/bench (so builds others run in the tree cannot empty
// it mid-run) and starts the real server (`pnpm start` of apps/server) on a temporary data
// dir with a small demo catalogue and one short clip, as the e2e journeys do.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Child, startChild } from '../../api/src/processes.ts';
import { tempDir } from './temp-dirs.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const site = join(repo, 'apps/site');

/** A running server and how to stop it. */
export interface SiteServer {
  origin: string;
  /** The `pnpm start` process (leader of the group holding the server's processes). */
  child: Child;
  stop(): Promise<void>;
}

/** How to start one server. */
export interface SiteServerOptions {
  /** Extra environment (TUBEKIT_PAGE_CACHE_BYTES, TUBEKIT_SERVER_PROCESSES...). */
  env?: Record<string, string>;
  /** Resolve only once the demo media are done (so no transcode runs while measuring). */
  waitForMedia?: boolean;
}

/** Client + server build of the site into `outDir` (production mode). */
export function buildSite(outDir: string): void {
  const vite = join(site, 'node_modules/.bin/vite');
  const run = (args: string[]) =>
    execFileSync(vite, ['build', '--logLevel', 'error', ...args], { cwd: site, stdio: 'inherit' });
  run(['--outDir', join(outDir, 'client')]);
  run(['--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, 'server')]);
}

const STARTED = 'Tubekit is running at';
const MEDIA_DONE = '[seed] done';

/**
 * Runs `pnpm start` in apps/server (the command the issue measures, with its Node flags) on
 * a fresh data dir, and resolves once it listens (and, with `waitForMedia`, once its one
 * demo clip is transcoded). Its process group is killed when this process ends, however.
 */
export async function startSite(
  port: number,
  siteDist: string,
  options: SiteServerOptions = {},
): Promise<SiteServer> {
  const dataDir = tempDir('tubekit-bench-site-');
  let listening = false;
  let mediaDone = false;
  let wake = () => {};
  const child = startChild('server', 'pnpm', ['start', '--', '--videos', '300', '--clips', '1'], {
    cwd: join(repo, 'apps/server'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      TUBEKIT_DATA_DIR: dataDir.path,
      TUBEKIT_SITE_DIST: siteDist,
      TUBEKIT_SECRET: 'bench-site-secret-not-for-production',
      ...options.env,
    },
    onLine(line) {
      if (line.includes(STARTED)) listening = true;
      if (line.includes(MEDIA_DONE)) mediaDone = true;
      wake();
    },
  });
  const stop = async () => {
    await child.stop();
    dataDir.remove();
  };
  const ready = () => listening && (mediaDone || !options.waitForMedia);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not start within 180 s:\n${child.tail()}`)),
        180_000,
      );
      wake = () => {
        if (!ready()) return;
        clearTimeout(timer);
        resolve();
      };
      void child.exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before it was ready:\n${child.tail()}`));
      });
      wake();
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, child, stop };
}
