import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@tubekit/server/src/app.ts';
import { loadConfig, REPO_ROOT } from '@tubekit/server/src/config.ts';
import { openDatabase } from '@tubekit/server/src/db/connect.ts';

/** A listening app serving the site's pages, and how to stop it. */
export interface SiteApp {
  base: string;
  close(): Promise<void>;
}

/**
 * Builds apps/site when a source is newer than its dist (the server renders pages from
 * it: a stale build would measure yesterday's site), as `pnpm start` does.
 */
export function buildSiteIfStale(): void {
  const result = spawnSync(process.execPath, ['apps/site/scripts/build-if-stale.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the site build failed (exit ${result.status})`);
}

/**
 * The real app in this process on a loopback port (port 0: any free one), on the bench's
 * catalogue, with its data dir (media, outbox, secret) in a temporary folder, so nothing of
 * the repository's own .data is touched. X-Forwarded-For is believed from 127.0.0.1 only,
 * as behind the usual proxy; the bench sends none, so every request is 127.0.0.1's.
 */
export async function startSiteApp(sqlitePath: string): Promise<SiteApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tubekit-bench-member-pages-'));
  const db = await openDatabase({ sqlitePath });
  const config = loadConfig({
    TUBEKIT_DATA_DIR: dataDir,
    TUBEKIT_SQLITE_PATH: sqlitePath,
    TUBEKIT_SECRET: 'bench-secret-0123456789',
    TUBEKIT_TRUST_PROXY: '127.0.0.1',
  });
  const app = await buildApp({ db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
