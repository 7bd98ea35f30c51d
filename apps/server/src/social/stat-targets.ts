import { type StatSection, VIDEO_STATUS } from '@tubekit/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * How input.php finds the row behind a `section` + `object_id` and which counters a view
 * or a vote moves there. Sections without a row of their own (categories) or without a
 * counter (comments for views) have no entry for that act.
 */
export interface StatTarget {
  table: string;
  idColumn: string;
  /** Column of the object's dir, when the site may address it by dir (models, channels). */
  dirColumn?: string;
  /** Extra condition an object must meet to be viewed or voted on (not deleted, public). */
  visible?: RawBuilder<unknown>;
  /** Counters a view adds to. */
  viewColumns?: readonly string[];
  /** Vote bookkeeping: `counts` = likes/dislikes columns, `rating` = has a rating column. */
  votes?: { counts: boolean; rating: boolean };
}

/** The deleted video of the spec (status_id 5) never records a view or a vote. */
const notDeleted = sql`status_id <> ${sql.lit(VIDEO_STATUS.deleted)}`;

/** The counters of a video, a model and a channel: views, popularity, likes, dislikes, rating. */
const VIEWED_AND_VOTED = {
  viewColumns: ['video_viewed', 'popularity'],
  votes: { counts: true, rating: true },
} as const satisfies Partial<StatTarget>;

export const STAT_TARGETS: Partial<Record<StatSection, StatTarget>> = {
  videos: {
    table: 'videos',
    idColumn: 'video_id',
    visible: notDeleted,
    ...VIEWED_AND_VOTED,
  },
  models: {
    table: 'models',
    idColumn: 'model_id',
    dirColumn: 'dir',
    ...VIEWED_AND_VOTED,
  },
  channels: {
    table: 'channels',
    idColumn: 'channel_id',
    dirColumn: 'dir',
    ...VIEWED_AND_VOTED,
  },
  members: { table: 'users', idColumn: 'user_id', viewColumns: ['video_viewed'] },
  playlists: {
    table: 'playlists',
    idColumn: 'playlist_id',
    visible: sql`is_private = 0`,
    viewColumns: ['video_viewed'],
    votes: { counts: false, rating: true },
  },
  comments: { table: 'comments', idColumn: 'comment_id', votes: { counts: true, rating: false } },
};

/** An object as input.php names it: a numeric id, or a dir for sections that have dirs. */
export type ObjectRef = { id: number } | { dir: string };

const ID = /^[1-9][0-9]{0,9}$/;
const DIR = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * Reads `object_id`; null when it is neither an id nor, where the section has dirs (or no
 * row of its own, like categories), a dir.
 */
export function parseObjectRef(target: StatTarget | undefined, raw: string): ObjectRef | null {
  if (ID.test(raw)) {
    const id = Number(raw);
    return id <= 2_147_483_647 ? { id } : null;
  }
  return (!target || target.dirColumn) && DIR.test(raw) ? { dir: raw } : null;
}

/** The id of the row `ref` names in `target`'s table (meeting its `visible` rule), or null. */
export async function idOfRef(
  db: Kysely<Database>,
  target: StatTarget,
  ref: ObjectRef,
): Promise<number | null> {
  const visible = target.visible ? sql` AND ${target.visible}` : sql``;
  const found = await sql<{
    id: number;
  }>`SELECT ${sql.ref(target.idColumn)} AS id FROM ${sql.table(target.table)} WHERE ${refCondition(target, ref)}${visible}`.execute(
    db,
  );
  const id = found.rows[0]?.id;
  return id === undefined ? null : Number(id);
}

/** `id_column = x` or `dir_column = 'x'` for a reference. */
function refCondition(target: StatTarget, ref: ObjectRef): RawBuilder<unknown> {
  return 'id' in ref
    ? sql`${sql.ref(target.idColumn)} = ${ref.id}`
    : sql`${sql.ref(target.dirColumn ?? target.idColumn)} = ${ref.dir}`;
}
