// Playwright webServer for the embed journeys: builds the embed page and loader when stale,
// generates two short clips with ffmpeg (cached, gitignored), seeds a fresh SQLite database
// with two playable videos, one deleted and related fillers, and serves the real app on EMBED_PORT. A tiny
// static server on HOST_PORT plays the webmaster (localhost) and a foreign site (127.0.0.1).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/connect.ts';
import { insertCategory, insertVideo } from '../../../apps/server/src/db/test-fixtures.ts';
import { ensureLadder, ensureThumb } from '../../../scripts/player-media.mjs';
import { startStaticServer } from '../../player/support/static-server.ts';
import { FOREIGN_HTML, FRAME_HTML, HOST_HTML } from './host-pages.ts';
import { EMBED_MEDIA_DIR, EMBED_PORT, HOST_PORT, RELATED_FILLERS, VIDEOS } from './paths.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
execFileSync('node', [join(repo, 'apps/embed-iframe/scripts/build-if-stale.mjs')], { stdio: 'inherit' });
const clip = ensureLadder(EMBED_MEDIA_DIR, 20);
const thumb = ensureThumb(EMBED_MEDIA_DIR);

const dataDir = mkdtempSync(join(tmpdir(), 'tubekit-embed-e2e-'));
const config = loadConfig({
  HOST: '127.0.0.1',
  PORT: String(EMBED_PORT),
  TUBEKIT_DATA_DIR: dataDir,
  TUBEKIT_SECRET: 'e2e-embed-secret-not-for-production',
});
const db = await openDatabase({ sqlitePath: config.sqlitePath });

/** One published media item: the clip's renditions and stills under <mediaRoot>/<id>/. */
async function addMedia(): Promise<number> {
  const { media_id } = await db.kysely
    .insertInto('media')
    .values({
      source_path: 'synthetic.mp4',
      width: 640,
      height: 360,
      vr: '',
      timelines_count: 0,
      timelines_interval: 0,
      screenshots_count: 1,
      created_at: 0,
      status: 'ready',
      duration: clip.seconds,
      formats: '_sd.mp4,_hd.mp4',
    })
    .returning('media_id')
    .executeTakeFirstOrThrow();
  const dir = join(config.mediaRoot, String(media_id));
  mkdirSync(join(dir, 'thumbs'), { recursive: true });
  copyFileSync(clip.sd, join(dir, `${media_id}_sd.mp4`));
  copyFileSync(clip.hd, join(dir, `${media_id}_hd.mp4`));
  for (const name of ['scr.jpg', 'scr1.jpg', 'thumbs/1.jpg']) copyFileSync(thumb, join(dir, name));
  return media_id;
}

// One shared category, so each playable video is in the other's related panel.
const category = await insertCategory(db, { dir: 'synthetic', title: 'Synthetic', toptn: 1 });
const mediaIds: number[] = [];
for (const video of [VIDEOS.first, VIDEOS.second]) {
  const media_id = await addMedia();
  mediaIds.push(media_id);
  await insertVideo(db, {
    video_id: video.id,
    dir: video.dir,
    title: video.title,
    media_id,
    category_ids: [category],
  });
}
await insertVideo(db, {
  video_id: VIDEOS.deleted.id,
  dir: VIDEOS.deleted.dir,
  title: VIDEOS.deleted.title,
  status_id: 5,
});
// More of the same category (on the first clip's media), so the related panel holds more
// items than a 640x360 frame shows at once, as on a real catalogue.
for (let n = 1; n <= RELATED_FILLERS; n++) {
  await insertVideo(db, {
    dir: `related-synthetic-clip-${n}`,
    title: `Related synthetic clip ${n}`,
    media_id: mediaIds[0],
    category_ids: [category],
  });
}

const app = await buildApp({ db, config });
await app.listen({ host: config.host, port: config.port });

const pages = join(dataDir, 'host-pages');
mkdirSync(pages, { recursive: true });
writeFileSync(join(pages, 'host.html'), HOST_HTML);
writeFileSync(join(pages, 'foreign.html'), FOREIGN_HTML);
writeFileSync(join(pages, 'frame.html'), FRAME_HTML);
const host = await startStaticServer({ port: HOST_PORT, mounts: { '/': pages } });
console.log(`embed e2e: tube ${config.baseUrl}, host pages ${host.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([app.close(), host.close()]).finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
