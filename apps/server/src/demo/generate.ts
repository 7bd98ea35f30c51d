import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { rebuildSearchIndex } from '../search/search-index.ts';
import { withoutSecondaryIndexes } from './bulk-indexes.ts';
import { BulkInserter } from './bulk-insert.ts';
import { withTagListsComputedOnce } from './bulk-tag-lists.ts';
import { setCategoryTiles } from './category-tiles.ts';
import type { DemoAccountHashes } from './demo-accounts.ts';
import { entityRows } from './entity-rows.ts';
import { planEntities } from './plan.ts';
import { Prng } from './prng.ts';
import { PLAYLIST_COLUMNS, PLAYLIST_VIDEO_COLUMNS, SUBSCRIPTION_COLUMNS, socialRows } from './social.ts';
import { COMMENT_COLUMNS, type PoolClip, VIDEO_COLUMNS, type VideoContext, videoBlock } from './videos.ts';

/** What to generate. Every count has the demo default; `seed` makes the result repeatable. */
export interface CatalogueOptions {
  /** Default 5,000. bench/api uses 1,000,000. */
  videos?: number;
  /** Default 400. */
  models?: number;
  /** Default 80. */
  channels?: number;
  /** Default 50 (the first 50 are fixed titles, Hidden Cam and Voyeur among them). */
  categories?: number;
  /** Uploaders, commenters and subscribers. Default 300. */
  users?: number;
  /** Default 300. */
  keywords?: number;
  /** PRNG seed. Default 1. */
  seed?: number;
  /** "Now" in unix seconds; post dates spread over the 3 years before it. Default: the clock. */
  now?: number;
  /** Rows of the `media` table the videos share (duration and VR are read from them). */
  mediaIds?: readonly number[];
  /** Ignore `mediaIds`: videos get no media and synthetic durations (bench catalogues). */
  metadataOnly?: boolean;
  /** The demo accounts' password hashes: seeded users become real accounts (else no one can sign in). */
  accountHashes?: DemoAccountHashes;
  /** Called after each step and each block of videos. */
  onProgress?: (progress: CatalogueProgress) => void;
  /**
   * Checked before each step and each block of videos: aborting stops the load there, as a
   * kill would (the seed's crash tests, Ctrl-C in `pnpm seed`).
   */
  signal?: AbortSignal;
}

/** Progress of one generation step. */
export interface CatalogueProgress {
  phase: 'videos' | 'social' | 'entities' | 'lists' | 'search';
  done: number;
  total: number;
}

/** What was inserted. */
export interface CatalogueSummary {
  videos: number;
  models: number;
  channels: number;
  categories: number;
  users: number;
  keywords: number;
  comments: number;
  playlists: number;
  subscriptions: number;
  /** video_id of the one deleted video (status_id 5). */
  deletedVideoId: number;
  /** Wall time of the generation. */
  seconds: number;
}

// From this size on, dropping and rebuilding the secondary indexes beats updating them.
const BULK_INDEX_THRESHOLD = 50_000;
// The video's listing keys copied into its link rows (migration 004), in videoBlock's order.
const LINK_KEYS = ['post_date', 'status_id', 'gender', 'is_private'];
const VIDEO_TABLES = ['videos', 'video_categories', 'video_models', 'video_keywords', 'comments'];

// Rows of one transaction: big enough that commits are rare, small enough to stay in memory.
const BLOCK = 20_000;

/**
 * Generates a deterministic synthetic catalogue into `db` (SQLite or PostgreSQL): users,
 * categories, channels, models with every info field, keywords, videos with their links,
 * statistics and comments, playlists and subscriptions, with every denormalised counter
 * consistent with the rows. Ids continue after the rows already present.
 */
export async function generateCatalogue(db: Db, options: CatalogueOptions = {}): Promise<CatalogueSummary> {
  const started = performance.now();
  const counts = {
    videos: count(options.videos, 5000, 'videos', 1),
    models: count(options.models, 400, 'models', 0),
    channels: count(options.channels, 80, 'channels', 1),
    categories: count(options.categories, 50, 'categories', 1),
    users: count(options.users, 300, 'users', 1),
    keywords: count(options.keywords, 300, 'keywords', 1),
  };
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const progress = options.onProgress ?? (() => {});
  const step = () => options.signal?.throwIfAborted();
  const rng = new Prng(options.seed ?? 1);
  const bases = await maxIds(db);
  const plan = planEntities(rng.fork(1), counts, bases, now);
  const pool = options.metadataOnly ? [] : await readPool(db, options.mediaIds ?? []);
  const vrClips = pool.filter((c) => c.vr);
  const n = counts.videos;
  const vrCount = vrClips.length ? Math.max(3, Math.round(n * 0.002)) : 0;
  const videoRng = rng.fork(2);
  const ctx: VideoContext = {
    rng: videoRng,
    plan,
    now,
    total: n,
    firstVideoId: bases.videos + 1,
    // Not the newest (first on the home page) nor the oldest: somewhere in the middle.
    deletedIndex: Math.floor(n / 3),
    vrEvery: vrCount ? Math.max(1, Math.floor(n / vrCount)) : 0,
    flatClips: pool.filter((c) => !c.vr),
    vrClips,
    facts: { gender: new Uint8Array(n), postDate: new Uint32Array(n), rating: new Float32Array(n) },
    nextCommentId: bases.comments + 1,
  };
  const ins = new BulkInserter(db.dialect);

  const loadVideos = async () => {
    for (let from = 0; from < n; from += BLOCK) {
      step();
      const rows = videoBlock(ctx, from, Math.min(n, from + BLOCK));
      await db.kysely.transaction().execute(async (trx) => {
        await ins.insert(trx, 'videos', VIDEO_COLUMNS, rows.videos);
        await ins.insert(trx, 'video_categories', ['video_id', 'category_id', ...LINK_KEYS], rows.categories);
        await ins.insert(trx, 'video_models', ['video_id', 'model_id', ...LINK_KEYS], rows.models);
        await ins.insert(trx, 'video_keywords', ['video_id', 'keyword_id'], rows.keywords);
        await ins.insert(trx, 'comments', COMMENT_COLUMNS, rows.comments);
      });
      progress({ phase: 'videos', done: Math.min(n, from + BLOCK), total: n });
    }
  };
  const loadSocial = async () => {
    step();
    const social = socialRows({
      rng: rng.fork(3),
      plan,
      now,
      videoCount: n,
      firstVideoId: ctx.firstVideoId,
      deletedIndex: ctx.deletedIndex,
      facts: ctx.facts,
      bases: {
        playlists: bases.playlists,
        subscriptions: bases.subscriptions,
        comments: ctx.nextCommentId - 1,
      },
    });
    await db.kysely.transaction().execute(async (trx) => {
      await ins.insert(trx, 'playlists', PLAYLIST_COLUMNS, social.playlists);
      await ins.insert(trx, 'playlist_videos', PLAYLIST_VIDEO_COLUMNS, social.playlistVideos);
      await ins.insert(trx, 'subscriptions', SUBSCRIPTION_COLUMNS, social.subscriptions);
      await ins.insert(trx, 'comments', COMMENT_COLUMNS, social.comments);
    });
    progress({ phase: 'social', done: 1, total: 1 });
    return social;
  };
  // Entities last: by now every tally (videos, views, subscribers, comments) is final.
  const loadEntities = async () => {
    step();
    const tables = entityRows(rng.fork(4), plan, options.accountHashes);
    await db.kysely.transaction().execute(async (trx) => {
      for (const t of tables) await ins.insert(trx, t.table, t.columns, t.rows);
    });
    progress({ phase: 'entities', done: 1, total: 1 });
  };

  // The videos' category and model lists are computed once at the end, not by the triggers
  // on every link and entity insert.
  const social = await withTagListsComputedOnce(db, async () => {
    if (n >= BULK_INDEX_THRESHOLD) await withoutSecondaryIndexes(db, VIDEO_TABLES, loadVideos);
    else await loadVideos();
    const social = await loadSocial();
    await loadEntities();
    step();
    return social;
  });
  const videoComments = ctx.nextCommentId - 1 - bases.comments;
  progress({ phase: 'lists', done: 1, total: 1 });
  // Tiles are stills of the videos' media: a catalogue without media has none to show.
  if (pool.length) await setCategoryTiles(db);

  step();
  if (db.dialect === 'postgres') await syncSequences(db);
  // The full-text index has no triggers (too slow for bulk loads): rebuild it once.
  await rebuildSearchIndex(db);
  progress({ phase: 'search', done: 1, total: 1 });

  return {
    ...counts,
    comments: videoComments + social.comments.length,
    playlists: social.playlists.length,
    subscriptions: social.subscriptions.length,
    deletedVideoId: ctx.firstVideoId + ctx.deletedIndex,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

function count(value: number | undefined, fallback: number, name: string, min: number): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < min || n > 50_000_000) {
    throw new RangeError(`generateCatalogue: ${name} must be an integer >= ${min}, got ${value}`);
  }
  return n;
}

const ID_COLUMNS = {
  users: 'user_id',
  models: 'model_id',
  channels: 'channel_id',
  categories: 'category_id',
  keywords: 'keyword_id',
  videos: 'video_id',
  comments: 'comment_id',
  playlists: 'playlist_id',
  subscriptions: 'subscription_id',
} as const;

type Bases = Record<keyof typeof ID_COLUMNS, number>;

async function maxIds(db: Db): Promise<Bases> {
  const out = {} as Bases;
  for (const [table, column] of Object.entries(ID_COLUMNS) as Array<[keyof Bases, string]>) {
    const r = await sql<{
      m: number | null;
    }>`SELECT MAX(${sql.ref(column)}) AS m FROM ${sql.table(table)}`.execute(db.kysely);
    out[table] = Number(r.rows[0]?.m ?? 0);
  }
  return out;
}

/** PostgreSQL serials do not move on explicit ids; point them past the rows we wrote. */
async function syncSequences(db: Db): Promise<void> {
  for (const [table, column] of Object.entries(ID_COLUMNS)) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), GREATEST((SELECT MAX(${sql.ref(column)}) FROM ${sql.table(table)}), 1))`.execute(
      db.kysely,
    );
  }
}

async function readPool(db: Db, ids: readonly number[]): Promise<PoolClip[]> {
  if (!ids.length) return [];
  const rows = await db.kysely
    .selectFrom('media')
    .select(['media_id', 'duration', 'vr'])
    .where('media_id', 'in', [...ids])
    .orderBy('media_id')
    .execute();
  if (rows.length !== new Set(ids).size)
    throw new Error('generateCatalogue: some mediaIds are not rows of the media table');
  return rows.map((r) => ({ mediaId: r.media_id, duration: Number(r.duration), vr: r.vr !== '' }));
}
