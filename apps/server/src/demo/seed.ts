import type { Db } from '../db/connect.ts';
import { clearCatalogue, hasCatalogue } from './clear.ts';
import { type ClipSpec, DEMO_CLIPS } from './clips.ts';
import { ensureMediaRows, type PoolEntry } from './demo-media.ts';
import { type CatalogueOptions, type CatalogueSummary, generateCatalogue } from './generate.ts';

/** Options of `seedCatalogue`. */
export interface SeedOptions {
  /** Drop the existing catalogue (not the media pool) and generate it again. */
  force?: boolean;
  /** The media pool; default DEMO_CLIPS. Tests pass tiny clips or none. */
  clips?: readonly ClipSpec[];
  /** Generator options (counts, seed); the media ids come from the pool. */
  catalogue?: Omit<CatalogueOptions, 'mediaIds' | 'onProgress'>;
  /** One line of progress output (no trailing newline). */
  log?: (line: string) => void;
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
 * `prepareSources`) and, when the database has no videos yet (or `force`), the synthetic
 * catalogue pointing at them. Running it again on a seeded database changes nothing.
 */
export async function seedCatalogue(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const pool = await ensureMediaRows(db, options.clips ?? DEMO_CLIPS);
  if (options.force) {
    log('[seed] --force: clearing the catalogue (the media pool is kept)');
    await clearCatalogue(db);
  } else if (await hasCatalogue(db)) {
    log('[seed] catalogue already seeded: reusing it (pnpm seed --force to regenerate)');
    return { seeded: false, pool, summary: null };
  }
  let lastShown = -1;
  const summary = await generateCatalogue(db, {
    ...options.catalogue,
    mediaIds: pool.map((p) => p.mediaId),
    onProgress: (p) => {
      const percent = Math.floor((p.done / p.total) * 100);
      if (p.phase === 'videos' && percent < lastShown + 20 && p.done < p.total) return;
      lastShown = p.phase === 'videos' ? percent : lastShown;
      log(`[seed] catalogue ${p.phase} ${p.done}/${p.total}`);
    },
  });
  log(
    `[seed] catalogue done in ${summary.seconds} s: ${summary.videos} videos, ${summary.models} models, ` +
      `${summary.channels} channels, ${summary.categories} categories, ${summary.users} users, ${summary.comments} comments`,
  );
  return { seeded: true, pool, summary };
}
