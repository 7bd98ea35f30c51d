// Playwright webServer for the site journeys: builds the site into its own directory
// (apps/site/dist/e2e-{port}, so builds other people or other Playwright runs with their own
// ports make in this tree cannot replace its assets mid-run; inside apps/site so the server
// bundle resolves the site's node_modules), then starts the
// real server (`apps/server/src/cli/start.ts`) on a fresh temporary data directory with a
// small demo catalogue and one short demo clip, so the first start takes seconds, not the
// ~250 s of the full media pool.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_DATA_DIR, SITE_PORT, SITE_SERVER_ENV, SITE_VIDEOS } from './paths.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const site = join(repo, 'apps/site');
const siteDist = join(site, `dist/e2e-${SITE_PORT}`);
const vite = join(site, 'node_modules/.bin/vite');
execFileSync(vite, ['build', '--logLevel', 'warn', '--outDir', join(siteDist, 'client')], {
  cwd: site,
  stdio: 'inherit',
});
execFileSync(
  vite,
  ['build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', join(siteDist, 'server')],
  { cwd: site, stdio: 'inherit' },
);

// One fixed directory, emptied at every start: Playwright may stop this script with SIGKILL,
// so cleaning up on exit alone would leave a directory per run behind.
const dataDir = SITE_DATA_DIR;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const server: ChildProcess = spawn(
  join(repo, 'node_modules/.bin/tsx'),
  [join(repo, 'apps/server/src/cli/start.ts'), '--videos', String(SITE_VIDEOS), '--clips', '1'],
  {
    cwd: join(repo, 'apps/server'),
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(SITE_PORT),
      TUBEKIT_DATA_DIR: dataDir,
      TUBEKIT_SITE_DIST: siteDist,
      ...SITE_SERVER_ENV,
    },
  },
);

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.kill('SIGTERM');
  });
}
