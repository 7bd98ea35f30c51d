// Player benchmark (not a test): in one run, in headless Chromium at 4x CPU slowdown, load
// the same local mp4 with our player (dist build), video.js 8, Plyr 3.8.4 and Fluid Player
// 3.58.0; print JS+CSS gzip bytes and the median time from navigation to first frame.
//
//   pnpm --filter @tubekit/bench-player bench [--runs 15] [--throttle 4] [--no-build] [--native-autoplay]
//
// Every player starts playback through its own (muted) autoplay option; --native-autoplay
// also puts `autoplay` on every page's <video> markup (see src/build-pages.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../../e2e/chromium.ts';
import { startStaticServer } from '../../e2e/player/support/static-server.ts';
import { ensureLadder } from '../../scripts/player-media.mjs';
import { buildOurPlayer, buildPages } from './src/build-pages.ts';
import { parseBenchArgs } from './src/cli.ts';
import { loadOnce } from './src/measure.ts';
import { MEDIA_DIR, PAGES_OUT, PLAYERS, type PlayerId, RESULTS_DIR } from './src/paths.ts';
import { formatTable, median, type PlayerFigures } from './src/report.ts';
import { gzipBytes } from './src/sizes.ts';

/** Ours must be at most this fraction of the best peer. */
const TARGET = 0.7;

const { runs, throttle, noBuild, flags } = parseBenchArgs('run.ts', ['native-autoplay']);
const nativeAutoplay = flags['native-autoplay'] === true;

ensureLadder(MEDIA_DIR, 20);
if (!noBuild) buildOurPlayer();
await buildPages(nativeAutoplay);

const plyrDist = dirname(createRequire(import.meta.url).resolve('plyr'));
const server = await startStaticServer({
  mounts: { '/media/': MEDIA_DIR, '/plyr-assets/': plyrDist, '/': PAGES_OUT },
});
const browser = await chromium.launch(CHROMIUM);

try {
  const urlOf = (id: PlayerId) => `${server.url}/${id}/`;
  const figures = new Map<PlayerId, PlayerFigures>();
  // Warm-up load of each page (not timed): lets the OS cache the files, and its request log
  // gives the bytes each player makes the browser download.
  for (const { id, label } of PLAYERS) {
    const { requests } = await loadOnce(browser, urlOf(id), throttle, true);
    const own = requests.filter((u) => new URL(u).pathname.startsWith(`/${id}/`));
    const { js, css, files } = gzipBytes(PAGES_OUT, own);
    figures.set(id, { id, label, jsGzip: js, cssGzip: css, firstFrameMs: [] });
    console.log(`${label}: ${files.join(', ')}`);
  }
  // Timed loads, interleaved and rotated so no player always runs first or last.
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < PLAYERS.length; k++) {
      const { id } = PLAYERS[(i + k) % PLAYERS.length]!;
      const { firstFrame } = await loadOnce(browser, urlOf(id), throttle);
      figures.get(id)!.firstFrameMs.push(firstFrame);
    }
    process.stdout.write(`run ${i + 1}/${runs}\r`);
  }
  const rows = PLAYERS.map(({ id }) => figures.get(id)!);
  const start = nativeAutoplay
    ? 'every page: native autoplay attribute'
    : 'each player starts via its own autoplay option';
  console.log(
    `\nChromium headless, CPU throttling ${throttle}x, ${runs} timed loads each (median), cold cache, ${start}\n`,
  );
  console.log(formatTable(rows, TARGET));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `player-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const medians = Object.fromEntries(rows.map((r) => [r.id, median(r.firstFrameMs)]));
  writeFileSync(file, `${JSON.stringify({ throttle, runs, nativeAutoplay, rows, medians }, null, 2)}\n`);
  console.log(`\nraw figures: ${file}`);
} finally {
  await browser.close();
  await server.close();
}
