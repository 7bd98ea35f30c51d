import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { SITE_DIR } from './repo.ts';

/**
 * Builds the site (client and server bundles) into `apps/site/dist/{name}` (`cluster-e2e` for
 * the cluster journey), a directory of the run's own: a build by `pnpm start` or another Playwright config in the same tree
 * cannot replace its assets while the cluster serves them. Inside apps/site, so the server
 * bundle resolves the site's node_modules. Answers the directory (TUBEKIT_SITE_DIST).
 */
export function buildSite(name = 'cluster-e2e'): string {
  const dist = join(SITE_DIR, 'dist', name);
  const vite = join(SITE_DIR, 'node_modules/.bin/vite');
  const env = { ...process.env, NODE_ENV: 'production' };
  const options = { cwd: SITE_DIR, env, stdio: 'inherit' as const };
  execFileSync(vite, ['build', '--logLevel', 'warn', '--outDir', join(dist, 'client')], options);
  execFileSync(
    vite,
    ['build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', join(dist, 'server')],
    options,
  );
  return dist;
}
