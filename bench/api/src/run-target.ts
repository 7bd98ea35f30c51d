import { join } from 'node:path';
import { openDatabase } from '@tubekit/server/src/db/connect.ts';
import { type Catalogue, DATA_DIR } from './catalogue.ts';
import { type CatalogueSample, sampleCatalogue, standInSample } from './catalogue-sample.ts';
import { runLoad } from './load.ts';
import { startNginx } from './nginx.ts';
import { fetchOnce, prime, settle, timePaths } from './probe.ts';
import { type Measured, NOT_MEASURED } from './report.ts';
import { CACHED_LISTING_PATH, type Scenario, type ScenarioKey, scenarios } from './scenarios.ts';
import { startServer } from './server-process.ts';

/** How each scenario of one target (a database, or the stand-in) is loaded. */
export interface TargetRun {
  catalogue: Catalogue | null;
  videos: number;
  duration: number;
  warmup: number;
  connections: { throughput: number; latency: number };
  /** Only these scenarios are loaded (null: all). */
  only?: ScenarioKey[] | null;
}

/** What one target measured, plus the slowest single paths of the latency scenarios. */
export interface TargetResult {
  rows: Measured[];
  slowest: Array<{ scenario: string; path: string; status: number; ms: number }>;
}

async function sampleOf(run: TargetRun): Promise<CatalogueSample> {
  if (!run.catalogue) return standInSample();
  const db = await openDatabase({
    sqlitePath: run.catalogue.sqlitePath ?? ':memory:',
    databaseUrl: run.catalogue.databaseUrl,
  });
  return sampleCatalogue(db, run.videos).finally(() => db.close());
}

/**
 * Every scenario's first path must answer 200, or its figures would measure error pages:
 * returns why each failing scenario is skipped (nginx goes with the cached listing).
 */
async function unavailable(baseUrl: string, list: Scenario[]): Promise<Map<ScenarioKey, string>> {
  const out = new Map<ScenarioKey, string>();
  for (const scenario of list) {
    const path = scenario.paths[0] ?? '/';
    const answer = await fetchOnce(`${baseUrl}${path}`);
    if (answer.status !== 200) {
      const reason = `GET ${path.slice(0, 60)} answered ${answer.status} ${answer.body.toString().slice(0, 80)}`;
      out.set(scenario.key, reason);
      console.log(`  ${scenario.label}: ${reason}`);
    }
  }
  const cached = out.get('cached');
  if (cached) out.set('nginx', 'no cached listing to copy');
  return out;
}

/**
 * Starts the server on the catalogue, copies the cached listing's bytes into an nginx root,
 * starts nginx, loads every scenario in turn and stops both (also on failure).
 */
export async function runTarget(run: TargetRun): Promise<TargetResult> {
  const sample = await sampleOf(run);
  const list = scenarios(sample, run.connections);
  const server = await startServer({
    sqlitePath: run.catalogue?.sqlitePath,
    databaseUrl: run.catalogue?.databaseUrl,
    standIn: run.catalogue === null,
  });
  try {
    const skip = await unavailable(server.baseUrl, list);
    const cached = await fetchOnce(`${server.baseUrl}${CACHED_LISTING_PATH}`);
    const nginx = await startNginx(join(DATA_DIR, 'nginx'), {
      path: CACHED_LISTING_PATH,
      body: cached.body,
      contentType: cached.contentType,
      cacheControl: cached.cacheControl,
    });
    try {
      const copy = await fetchOnce(`${nginx.baseUrl}${CACHED_LISTING_PATH}`);
      if (!copy.body.equals(cached.body))
        throw new Error('nginx does not serve the same bytes as the server');
      console.log(`  cached listing: ${cached.body.length} bytes, ${cached.contentType}, served by both`);
      const rows: Measured[] = [];
      await settle(`${server.baseUrl}${CACHED_LISTING_PATH}`);
      for (const scenario of list) {
        if (run.only && !run.only.includes(scenario.key)) {
          rows.push({
            scenario,
            figures: NOT_MEASURED,
            skipped: 'not selected (--scenarios)',
            notSelected: true,
          });
          continue;
        }
        const skipped = skip.get(scenario.key);
        if (skipped) {
          rows.push({ scenario, figures: NOT_MEASURED, skipped });
          continue;
        }
        const baseUrl = scenario.server === 'nginx' ? nginx.baseUrl : server.baseUrl;
        const cold = scenario.server === 'app' ? await prime(server.baseUrl, scenario.paths) : null;
        if (cold && cold.ms > 50)
          console.log(`  first (cold) request ${cold.ms.toFixed(0)} ms: ${cold.path}`);
        console.log(`  loading: ${scenario.label} (${scenario.connections} connections, ${run.duration} s)`);
        const figures = await runLoad({
          baseUrl,
          paths: scenario.paths,
          connections: scenario.connections,
          duration: run.duration,
          warmup: run.warmup,
          cpuPid: scenario.server === 'app' ? server.child.pid : undefined,
        });
        rows.push({ scenario, figures });
        const waited = await settle(`${server.baseUrl}${CACHED_LISTING_PATH}`);
        if (waited > 1000) console.log(`  (server busy for ${(waited / 1000).toFixed(1)} s after the run)`);
      }
      const slowest: TargetResult['slowest'] = [];
      const probed = list.filter(
        (s) => s.target?.kind === 'p95' && !skip.has(s.key) && (!run.only || run.only.includes(s.key)),
      );
      for (const scenario of probed) {
        // Primed again: totals cached during the scenario may have expired since (60 s),
        // and a recount would be timed instead of the page.
        await prime(server.baseUrl, scenario.paths.slice(0, 60));
        const timings = await timePaths(server.baseUrl, scenario.paths.slice(0, 60));
        for (const t of timings.slice(0, 3)) slowest.push({ scenario: scenario.key, ...t });
      }
      return { rows, slowest };
    } finally {
      await nginx.child.stop();
    }
  } finally {
    await server.child.stop();
  }
}
