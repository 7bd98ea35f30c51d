import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, openDatabase } from '@tubekit/server/src/db/connect.ts';
import type { DbName } from './options.ts';
import { databaseUrl, ensureDatabase, recreateDatabase, vacuumAnalyze } from './postgres-admin.ts';

/** bench/api/.data: gitignored, kept between runs so a rerun skips the build. */
export const DATA_DIR = fileURLToPath(new URL('../.data/', import.meta.url));

/** Where a benchmark catalogue lives and how it came to be. */
export interface Catalogue {
  db: DbName;
  sqlitePath?: string;
  databaseUrl?: string;
  /** False when an existing catalogue of the right size was reused. */
  built: boolean;
  /** Seconds the build took (this run's, or the recorded one when reused). */
  buildSeconds: number;
}

interface Marker {
  videos: number;
  buildSeconds: number;
  builtAt: string;
}

/** Sizes of everything else, in proportion to a tube site of `videos` videos. */
export function catalogueShape(videos: number) {
  return {
    videos,
    models: Math.max(20, Math.round(videos / 200)),
    channels: Math.max(5, Math.round(videos / 1000)),
    categories: Math.min(120, Math.max(10, Math.round(videos / 1000))),
    users: Math.max(10, Math.round(videos / 100)),
    keywords: Math.max(50, Math.round(videos / 500)),
    seed: 1,
  };
}

function readMarker(path: string): Marker | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Marker;
  } catch {
    return null;
  }
}

async function videoCount(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('videos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function build(db: Db, videos: number, label: string): Promise<number> {
  // Variable specifier: the generator is written in parallel; the bench typechecks without it.
  const generatorModule: string = '@tubekit/server/src/demo/generate.ts';
  const { generateCatalogue } = (await import(generatorModule)) as {
    generateCatalogue(db: Db, options: object): Promise<unknown>;
  };
  const started = performance.now();
  let lastPrint = 0;
  await generateCatalogue(db, {
    ...catalogueShape(videos),
    mediaIds: [],
    metadataOnly: true,
    onProgress: (progress: { phase: string; done: number; total: number }) => {
      const now = performance.now();
      if (now - lastPrint < 5000 && progress.done < progress.total) return;
      lastPrint = now;
      const seconds = ((now - started) / 1000).toFixed(0);
      console.log(`  ${label}: ${progress.phase} ${progress.done}/${progress.total} (${seconds} s)`);
    },
  });
  return (performance.now() - started) / 1000;
}

/**
 * Opens (or builds) the benchmark catalogue of `videos` videos on `dbName`. A catalogue is
 * reused when its marker file and its video count both say it is complete at this size.
 */
export async function ensureCatalogue(
  dbName: DbName,
  videos: number,
  postgresUrl?: string,
): Promise<Catalogue> {
  mkdirSync(DATA_DIR, { recursive: true });
  const marker = join(DATA_DIR, `${dbName}-${videos}.done.json`);
  const name = videos === 1_000_000 ? 'tubekit_bench' : `tubekit_bench_${videos}`;
  const target =
    dbName === 'sqlite'
      ? { sqlitePath: join(DATA_DIR, `catalogue-${videos}.sqlite`) }
      : { databaseUrl: databaseUrl(postgresUrl ?? '', name), sqlitePath: ':memory:' };
  const done = readMarker(marker);
  if (done?.videos === videos) {
    if (dbName === 'postgres') await ensureDatabase(postgresUrl ?? '', name);
    if (dbName === 'postgres' || existsSync(target.sqlitePath)) {
      const opened = Math.floor(Date.now() / 1000);
      // Opening applies the server's new migrations.
      const db = await openDatabase(target);
      const [count, migrated] = await Promise.all([videoCount(db), migratedSince(db, opened)]).finally(() =>
        db.close(),
      );
      if (count === videos) {
        // A migration that rewrote rows (a backfill) leaves PostgreSQL without the visibility
        // map index-only scans need and without statistics for new columns: as after a build.
        if (migrated && target.databaseUrl) await vacuumAnalyze(target.databaseUrl);
        return { db: dbName, ...target, built: false, buildSeconds: done.buildSeconds };
      }
    }
  }
  // Missing, partial or a different size: start from an empty database.
  rmSync(marker, { force: true });
  if (dbName === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${target.sqlitePath}${suffix}`, { force: true });
  } else {
    await recreateDatabase(postgresUrl ?? '', name);
  }
  const db = await openDatabase(target);
  const buildSeconds = await build(db, videos, dbName).finally(() => db.close());
  if (target.databaseUrl) await vacuumAnalyze(target.databaseUrl);
  const record: Marker = { videos, buildSeconds, builtAt: new Date().toISOString() };
  writeFileSync(marker, `${JSON.stringify(record, null, 2)}\n`);
  return { db: dbName, ...target, built: true, buildSeconds };
}

/** Whether opening the database just applied a migration (applied at or after `since`). */
async function migratedSince(db: Db, since: number): Promise<boolean> {
  // biome-ignore lint/suspicious/noExplicitAny: the migration runner's own table is not in the typed schema
  const row = await (db.kysely as any)
    .selectFrom('schema_migrations')
    .select(db.kysely.fn.countAll().as('n'))
    .where('applied_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0) > 0;
}
