// Lighthouse mobile scores of the home page, a listing and a video page served by the real
// server, and the home page's initial JavaScript in gzip bytes (printed as it goes).
import { frameworkFloor } from './framework-floor.ts';
import { initialScripts } from './initial-js.ts';
import { type Finding, runLighthouse, type Scores } from './lighthouse.ts';
import { startSite } from './server.ts';

const COOKIE = '_agev=1';
const AGE_COOKIE = { name: '_agev', value: '1' };
export const LIGHTHOUSE_TARGETS: Scores = {
  performance: 95,
  accessibility: 95,
  'best-practices': 95,
  seo: 100,
};
/** The home page's initial JavaScript budget (gzip -9), as the addendum's measure. */
export const JS_BUDGET = 92_160;

/** Runs Lighthouse `runs` times per page (median) and measures the initial JavaScript. */
export async function lighthouseBench(siteDist: string, port: number, runs: number) {
  const server = await startSite(port, siteDist, { waitForMedia: true });
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

    const t = LIGHTHOUSE_TARGETS;
    console.log('\nLighthouse (mobile preset)   perf  a11y  best-practices  seo');
    for (const [name, s] of Object.entries(rows))
      console.log(
        `  ${name.padEnd(27)}${pad(s.performance)}${pad(s.accessibility)}${pad(s['best-practices'], 16)}${pad(s.seo)}`,
      );
    console.log(
      `  ${'target'.padEnd(27)}${pad(`>=${t.performance}`)}${pad(`>=${t.accessibility}`)}${pad(`>=${t['best-practices']}`, 16)}${pad(t.seo)}`,
    );
    for (const [name, failed] of Object.entries(notes))
      for (const f of failed) console.log(`  note ${name}: [${f.category}] ${f.id}: ${f.title}`);

    console.log(
      `\nHome page initial JavaScript (gzip -9): ${total} B = ${kb(total)} (budget <= ${JS_BUDGET} B)`,
    );
    for (const s of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`  ${kb(s.gzipBytes).padStart(9)}  ${new URL(s.url).pathname}`);
    // The same framework APIs bundled alone: the floor under the figure above.
    const floor = await frameworkFloor();
    console.log('\nFramework alone (same packages and minifier, no site code, gzip -9):');
    for (const f of floor) console.log(`  ${kb(f.gzipBytes).padStart(9)}  ${f.label}`);

    const keys = Object.keys(t) as (keyof Scores)[];
    const scoresPass = Object.values(rows).every((s) => keys.every((k) => s[k] >= t[k]));
    return { rows, notes, scripts, total, floor, scoresPass, jsPass: total <= JS_BUDGET };
  } finally {
    await server.stop();
  }
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
