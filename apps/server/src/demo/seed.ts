import type { Db } from '../db/connect.ts';
import type { FileStore } from '../storage/file-store.ts';
import { clearCatalogue, hasCatalogue } from './clear.ts';
import { type ClipSpec, DEMO_CLIPS } from './clips.ts';
import { demoAccountHashes, demoAccountsLine } from './demo-accounts.ts';
import { ensureMediaRows, type PoolEntry } from './demo-media.ts';
import { writeDemoPictures } from './demo-picture-files.ts';
import { type CatalogueOptions, type CatalogueSummary, generateCatalogue } from './generate.ts';
import { readSeedMarker, writeSeedMarker } from './seed-marker.ts';
import { restoreSuspendedDdl } from './suspended-ddl.ts';

/** Options of `seedCatalogue`. */
export interface SeedOptions {
  /** Drop the existing catalogue (not the media pool) and generate it again. */
  force?: boolean;
  /** The media pool; default DEMO_CLIPS. Tests pass tiny clips or none. */
  clips?: readonly ClipSpec[];
  /** Generator options (counts, seed); the media ids come from the pool. */
  catalogue?: Omit<CatalogueOptions, 'mediaIds' | 'onProgress' | 'signal'>;
  /** One line of progress output (no trailing newline). */
  log?: (line: string) => void;
  /** Stops the catalogue load between two steps (Ctrl-C; tests use it as a crash). */
  signal?: AbortSignal;
  /**
   * The served media root, or the media store (`fileStoresOf(config).media`, the bucket in
   * cluster mode): the performers' and channels' generated pictures are written there (the
   * missing ones, also when the catalogue is reused). Without it, none are written.
   */
  mediaRoot?: string | FileStore;
}

/** What `seedCatalogue` did. */
export interface SeedResult {
  /** False when an existing catalogue was reused. */
  seeded: boolean;
  pool: PoolEntry[];
  summary: CatalogueSummary | null;
}

/**
 * The fast half of the demo seed: the media rows of the pool (files come later, see
 * `prepareSources`) and, unless a finished seed left its completion marker (or with
 * `force`), the synthetic catalogue pointing at them, then the marker, written after
 * every other step. A catalogue without the marker is what an interrupted seed (or one
 * from before the marker) left: it is cleared and seeded again, after putting back the
 * indexes and triggers a killed load had turned off. Running it again on a seeded
 * database changes nothing.
 */
export async function seedCatalogue(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const pool = await ensureMediaRows(db, options.clips ?? DEMO_CLIPS);
  if (options.force) {
    log('[seed] --force: clearing the catalogue (the media pool is kept)');
    await repairSchema(db, log);
    await clearCatalogue(db);
  } else if (await readSeedMarker(db)) {
    log('[seed] catalogue already seeded: reusing it (pnpm seed --force to regenerate)');
    await writePictures(db, options.mediaRoot, log);
    return { seeded: false, pool, summary: null };
  } else {
    await repairSchema(db, log);
    if (await hasCatalogue(db)) {
      log(
        '[seed] the catalogue has no completion marker (an interrupted seed, or one from before the marker): ' +
          'clearing it and seeding again (the media pool is kept)',
      );
      await clearCatalogue(db);
    }
  }
  let lastShown = -1;
  const summary = await generateCatalogue(db, {
    accountHashes: await demoAccountHashes(),
    ...options.catalogue,
    mediaIds: pool.map((p) => p.mediaId),
    ...(options.signal ? { signal: options.signal } : {}),
    onProgress: (p) => {
      const percent = Math.floor((p.done / p.total) * 100);
      if (p.phase === 'videos' && percent < lastShown + 20 && p.done < p.total) return;
      lastShown = p.phase === 'videos' ? percent : lastShown;
      log(`[seed] catalogue ${p.phase} ${p.done}/${p.total}`);
    },
  });
  // Last: only a catalogue whose every step (tags, lists, search index) finished has it.
  await writeSeedMarker(db, { videos: summary.videos, completedAt: Math.floor(Date.now() / 1000) });
  log(
    `[seed] catalogue done in ${summary.seconds} s: ${summary.videos} videos, ${summary.models} models, ` +
      `${summary.channels} channels, ${summary.categories} categories, ${summary.users} users, ${summary.comments} comments`,
  );
  log(demoAccountsLine());
  await writePictures(db, options.mediaRoot, log);
  return { seeded: true, pool, summary };
}

/** Writes the missing performer and channel pictures under the media root (a few ms). */
async function writePictures(db: Db, mediaRoot: string | FileStore | undefined, log: (line: string) => void) {
  if (mediaRoot === undefined) return;
  const started = performance.now();
  const written = await writeDemoPictures(db, mediaRoot);
  if (written)
    log(
      `[seed] ${written} performer and channel pictures written in ${Math.round(performance.now() - started)} ms`,
    );
}

/** Puts back the indexes and triggers a killed load recorded as turned off. */
async function repairSchema(db: Db, log: (line: string) => void): Promise<void> {
  const restored = await restoreSuspendedDdl(db);
  if (restored.length) log(`[seed] restored what an interrupted load had turned off: ${restored.join(', ')}`);
}
