// VAST preroll benchmark (not a test): in one run, in headless Chromium at 4x CPU slowdown and
// with a cold cache, the time from navigation to the first frame of a VAST preroll ad, ours
// (dist build, @tubekit/player/ads) against Fluid Player 3.58.0's built-in VAST preroll, on
// the same tag (a second origin) and the same ad media; the median of 15 loads each. A page
// with no player (fetch, first MediaFile, play) in the same rotation is the floor of the ratio.
//
//   pnpm --filter @tubekit/bench-player bench:vast [--runs 15] [--throttle 4] [--no-build]
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ensureAdCreatives } from '../../e2e/ads/support/ad-media.ts';
import { CHROMIUM } from '../../e2e/chromium.ts';
import { startStaticServer } from '../../e2e/player/support/static-server.ts';
import { ensureLadder } from '../../scripts/player-media.mjs';
import { AD_CLIP } from './pages/first-ad-frame.ts';
import { startBenchAdServer } from './src/ad-server.ts';
import { buildOurPlayer, buildPages } from './src/build-pages.ts';
import { parseBenchArgs } from './src/cli.ts';
import { loadOnce } from './src/measure.ts';
import { MEDIA_DIR, PAGES_OUT, RESULTS_DIR } from './src/paths.ts';
import { median } from './src/report.ts';
import { gzipBytes } from './src/sizes.ts';

/** Ours must be at most this fraction of Fluid Player's time to the first ad frame. */
const TARGET = 0.7;
const PAGES = [
  { id: 'ours-vast', label: '@tubekit/player + ads (dist)' },
  { id: 'fluid-vast', label: 'Fluid Player 3.58.0 VAST' },
  { id: 'bare-vast', label: 'no player (reference)' },
] as const;

const { runs, throttle, noBuild } = parseBenchArgs('run-vast.ts');

ensureLadder(MEDIA_DIR, 20);
ensureAdCreatives(MEDIA_DIR);
if (!noBuild) buildOurPlayer();
await buildPages(
  false,
  PAGES.map((p) => p.id),
);

const server = await startStaticServer({ mounts: { '/media/': MEDIA_DIR, '/': PAGES_OUT } });
const adServer = await startBenchAdServer(`${server.url}${AD_CLIP}`);
const browser = await chromium.launch(CHROMIUM);

// The machine is shared: the 1-minute load average around the timed loads goes with the figures.
const load = () => loadavg()[0]!.toFixed(1);
const loadBefore = load();
try {
  const urlOf = (id: string) => `${server.url}/${id}/?tag=${encodeURIComponent(adServer.tag)}`;
  const rows = PAGES.map((p) => ({ ...p, jsGzip: 0, cssGzip: 0, firstAdFrameMs: [] as number[] }));
  // Warm-up load of each page (not timed): its request log gives the bytes it downloads.
  for (const row of rows) {
    const { requests } = await loadOnce(browser, urlOf(row.id), throttle, true);
    const own = requests.filter((u) => new URL(u).pathname.startsWith(`/${row.id}/`));
    const { js, css, files } = gzipBytes(PAGES_OUT, own);
    Object.assign(row, { jsGzip: js, cssGzip: css });
    console.log(`${row.label}: ${files.join(', ')}`);
  }
  // Timed loads, interleaved and alternating which page goes first.
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < rows.length; k++) {
      const row = rows[(i + k) % rows.length]!;
      const { firstFrame } = await loadOnce(browser, urlOf(row.id), throttle);
      row.firstAdFrameMs.push(firstFrame);
    }
    process.stdout.write(`run ${i + 1}/${runs}\r`);
  }
  const loadAfter = load();
  const [ours, fluid, floor] = rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `\nVAST preroll: navigation to the first ad frame. Chromium headless, CPU throttling ${throttle}x, ${runs} timed loads each (median), cold cache, load average ${loadBefore}-${loadAfter}\n`,
  );
  for (const row of rows) {
    const times = row.firstAdFrameMs.map((t) => t.toFixed(0)).join(' ');
    console.log(
      `${row.label.padEnd(30)} JS+CSS gz ${kb(row.jsGzip + row.cssGzip).padStart(9)}   first ad frame ${median(row.firstAdFrameMs).toFixed(0).padStart(5)} ms   (${times})`,
    );
  }
  const ratio = median(ours.firstAdFrameMs) / median(fluid.firstAdFrameMs);
  console.log(
    `\nfirst ad frame: ours = ${ratio.toFixed(2)} x Fluid Player; target <= ${TARGET}: ${ratio <= TARGET ? 'met' : 'NOT met'}`,
  );
  // The lowest ratio any player could reach in this run: a page with no player at all.
  const floorRatio = median(floor.firstAdFrameMs) / median(fluid.firstAdFrameMs);
  console.log(
    `no player at all = ${floorRatio.toFixed(2)} x Fluid Player (the floor of the ratio in this run)`,
  );
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `vast-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ throttle, runs, load: [loadBefore, loadAfter], rows, ratio, floorRatio }, null, 2)}\n`,
  );
  console.log(`\nraw figures: ${file}`);
} finally {
  await browser.close();
  await adServer.close();
  await server.close();
}
