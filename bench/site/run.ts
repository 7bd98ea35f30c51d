// Site benchmark (not a test): Lighthouse mobile scores of the home page, a listing and a
// video page served by the real server, and the home page's initial JavaScript in gzip bytes.
// Usage: pnpm --filter @tubekit/bench-site bench [--no-build] [--runs N]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frameworkFloor } from './src/framework-floor.ts';
import { initialScripts } from './src/initial-js.ts';
import { type Finding, runLighthouse, type Scores } from './src/lighthouse.ts';
import { buildSite, startSite } from './src/server.ts';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 1;
const PORT = Number(process.env.SITE_BENCH_PORT ?? 4340);
const COOKIE = '_agev=1';
const AGE_COOKIE = { name: '_agev', value: '1' };
const TARGETS: Scores = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
const JS_BUDGET = 90 * 1024;

const siteDist = fileURLToPath(new URL('../../apps/site/dist/bench', import.meta.url));
if (!args.includes('--no-build')) buildSite(siteDist);
const server = await startSite(PORT, siteDist);
try {
  const home = await (
    await fetch(`${server.origin}/`, { headers: { accept: 'text/html', cookie: COOKIE } })
  ).text();
  const video = /href="(\/video\/\d+\/[a-z0-9-]+\/)"/.exec(home)?.[1];
  if (!video) throw new Error('no video link on the home page');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/videos/most-popular/1/' },
    { name: 'video', path: video },
  ];

  const rows: Record<string, Scores> = {};
  const notes: Record<string, Finding[]> = {};
  for (const page of pages) {
    // With several runs, the median of each score (Lighthouse's performance score varies).
    const all: Scores[] = [];
    for (let i = 0; i < runs; i++) {
      const { scores, failed } = await runLighthouse(server.origin + page.path, AGE_COOKIE);
      all.push(scores);
      notes[page.name] = failed;
    }
    rows[page.name] = median(all);
    console.log(`${page.name.padEnd(8)} ${page.path}`);
  }

  const scripts = await initialScripts(`${server.origin}/`, COOKIE);
  const total = scripts.reduce((n, s) => n + s.gzipBytes, 0);

  console.log('\nLighthouse (mobile preset)   perf  a11y  best-practices  seo');
  for (const [name, s] of Object.entries(rows))
    console.log(
      `  ${name.padEnd(27)}${pad(s.performance)}${pad(s.accessibility)}${pad(s['best-practices'], 16)}${pad(s.seo)}`,
    );
  console.log(
    `  ${'target'.padEnd(27)}${pad(`>=${TARGETS.performance}`)}${pad(`>=${TARGETS.accessibility}`)}${pad(`>=${TARGETS['best-practices']}`, 16)}${pad(TARGETS.seo)}`,
  );
  for (const [name, failed] of Object.entries(notes))
    for (const f of failed) console.log(`  note ${name}: [${f.category}] ${f.id}: ${f.title}`);

  console.log(`\nHome page initial JavaScript (gzip -9): ${kb(total)} (target <= ${kb(JS_BUDGET)})`);
  for (const s of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`  ${kb(s.gzipBytes).padStart(9)}  ${new URL(s.url).pathname}`);
  // The same framework APIs bundled alone: the floor under the figure above.
  const floor = await frameworkFloor();
  console.log('\nFramework alone (same packages and minifier, no site code, gzip -9):');
  for (const f of floor) console.log(`  ${kb(f.gzipBytes).padStart(9)}  ${f.label}`);

  const dir = fileURLToPath(new URL('./results', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `site-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify({ rows, notes, scripts, total, floor }, null, 2),
  );
} finally {
  await server.stop();
}

function median(list: Scores[]): Scores {
  const pick = (k: keyof Scores) => {
    const sorted = list.map((s) => s[k]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
  };
}

function pad(v: number | string, width = 6): string {
  return String(v)
    .padStart(width - 2)
    .padEnd(width);
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
