import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { insertCategory, insertMedia, insertVideo } from '../db/test-fixtures.ts';

/** Builds the site and the embed page when their sources changed (no-ops when up to date). */
export function buildPages(apps: ('site' | 'embed-iframe')[] = ['site', 'embed-iframe']): void {
  for (const app of apps)
    execFileSync('node', [join(REPO_ROOT, `apps/${app}/scripts/build-if-stale.mjs`)], { stdio: 'pipe' });
}

/**
 * The built pages and a database with one playable video ('Sunset clip' in category
 * 'beach'): what the tests of rendered video and embed pages start from.
 */
export async function renderedVideoPages(): Promise<{ db: Db; videoId: number }> {
  buildPages();
  const db = await openDatabase({ sqlitePath: ':memory:' });
  const mediaId = await insertMedia(db, { formats: '_hd.mp4' });
  const cat = await insertCategory(db, { dir: 'beach', title: 'Beach', toptn: 1 });
  const videoId = await insertVideo(db, {
    title: 'Sunset clip',
    dir: 'sunset-clip',
    media_id: mediaId,
    category_ids: [cat],
  });
  return { db, videoId };
}
