import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect.ts';
import type { Migration } from './index.ts';

/** Each tag list: its videos column, link table, tag table and key. */
const LISTS = [
  ['categories_json', 'video_categories', 'categories', 'category_id'],
  ['models_json', 'video_models', 'models', 'model_id'],
] as const;

type List = (typeof LISTS)[number];

/**
 * Every video row carries its categories and models as the JSON arrays the wire Video
 * shows (`[{"dir": ..., "title": ...}]`, in title order), so a listing page or a video page
 * reads its rows in one query. Loading the tags in a second query (a UNION of both link
 * tables joined to their titles) cost PostgreSQL as much as the page's ids and rows together
 * (pgbench at a million videos: 3,200 pages/s with it, 5,800 without) and the server a
 * third round trip per page.
 *
 * Triggers keep the lists in step whatever writes, so they are never stale: a link row
 * inserted, deleted or moved, and a category or model inserted, renamed (dir or title) or
 * deleted, recompute the lists of the videos concerned.
 */
export const videoTagLists: Migration = {
  name: '005-video-tag-lists',
  async up(db, dialect) {
    for (const [column] of LISTS)
      await db.schema
        .alterTable('videos')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    await refreshVideoTagLists(db, dialect);
    await createTriggers(db, dialect);
  },
};

/**
 * Recomputes the lists of every video with links in one pass (each row rewritten once; the
 * others keep '[]'): the backfill, and what a bulk load that ran with the triggers off
 * (see `tagListTriggers`) does once at its end.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function refreshVideoTagLists(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const sets = LISTS.map((list) => `${list[0]} = ${listOf(dialect, list, 'videos.video_id')}`);
  const linked = LISTS.map(([, link]) => `SELECT video_id FROM ${link}`).join(' UNION ');
  await sql.raw(`UPDATE videos SET ${sets.join(', ')} WHERE video_id IN (${linked})`).execute(db);
}

/** The triggers this migration creates, by table: what a bulk load may turn off. */
export function tagListTriggers(): { table: string; trigger: string }[] {
  return LISTS.flatMap(([, link, table]) =>
    [link, table].flatMap((on) =>
      ['insert', 'delete', 'update'].map((event) => ({ table: on, trigger: `${on}_list_${event}` })),
    ),
  );
}

/** The SQL value of one video's list (`video` names its id), '[]' when it has none. */
function listOf(dialect: DialectName, [, link, table, key]: List, video: string): string {
  const from = `FROM ${link} l JOIN ${table} t ON t.${key} = l.${key} WHERE l.video_id = ${video}`;
  // SQLite aggregates the rows of an ordered subquery (an aggregate's own ORDER BY needs
  // SQLite 3.44, and a schema using it makes older sqlite3 tools, Debian 12's 3.40
  // among them, refuse to open the file); json() keeps each object JSON, not a string.
  return dialect === 'sqlite'
    ? `(SELECT json_group_array(json(o)) FROM (SELECT json_object('dir', t.dir, 'title', t.title) AS o ${from} ORDER BY t.title, t.dir))`
    : `COALESCE((SELECT json_agg(json_build_object('dir', t.dir, 'title', t.title) ORDER BY t.title, t.dir)::text ${from}), '[]')`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
async function createTriggers(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  for (const list of LISTS) {
    const [column, link, table, key] = list;
    const refresh = (where: string) =>
      `UPDATE videos SET ${column} = ${listOf(dialect, list, 'videos.video_id')} WHERE ${where};`;
    const ofTag = (row: string) => `video_id IN (SELECT video_id FROM ${link} WHERE ${key} = ${row}.${key})`;
    if (dialect === 'sqlite') {
      await run(`CREATE TRIGGER ${link}_list_insert AFTER INSERT ON ${link}
        BEGIN ${refresh('video_id = NEW.video_id')} END`);
      await run(`CREATE TRIGGER ${link}_list_delete AFTER DELETE ON ${link}
        BEGIN ${refresh('video_id = OLD.video_id')} END`);
      await run(`CREATE TRIGGER ${link}_list_update AFTER UPDATE OF video_id, ${key} ON ${link}
        BEGIN ${refresh('video_id IN (OLD.video_id, NEW.video_id)')} END`);
      await run(`CREATE TRIGGER ${table}_list_insert AFTER INSERT ON ${table}
        BEGIN ${refresh(ofTag('NEW'))} END`);
      await run(`CREATE TRIGGER ${table}_list_delete AFTER DELETE ON ${table}
        BEGIN ${refresh(ofTag('OLD'))} END`);
      await run(`CREATE TRIGGER ${table}_list_update AFTER UPDATE OF dir, title, ${key} ON ${table}
        BEGIN ${refresh(ofTag('OLD'))} ${refresh(ofTag('NEW'))} END`);
      continue;
    }
    // PostgreSQL: inserts and deletes are per statement over the transition table (a bulk
    // load of a million link rows runs one set update per INSERT); updates are per row (a
    // transition table cannot go with a column list), only when a key or a name changed.
    const videosOf = (rows: string) => `videos.video_id IN (SELECT video_id FROM ${rows})`;
    const taggedBy = (rows: string) =>
      `videos.video_id IN (SELECT l.video_id FROM ${link} l JOIN ${rows} r ON r.${key} = l.${key})`;
    const statementTrigger = async (name: string, on: string, event: 'INSERT' | 'DELETE', body: string) => {
      const rows = event === 'INSERT' ? 'NEW TABLE AS changed' : 'OLD TABLE AS changed';
      await run(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${body} RETURN NULL; END $$`);
      await run(`CREATE TRIGGER ${name} AFTER ${event} ON ${on}
        REFERENCING ${rows} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`);
    };
    await statementTrigger(`${link}_list_insert`, link, 'INSERT', refresh(videosOf('changed')));
    await statementTrigger(`${link}_list_delete`, link, 'DELETE', refresh(videosOf('changed')));
    await statementTrigger(`${table}_list_insert`, table, 'INSERT', refresh(taggedBy('changed')));
    await statementTrigger(`${table}_list_delete`, table, 'DELETE', refresh(taggedBy('changed')));
    await run(`CREATE FUNCTION ${link}_list_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${refresh('videos.video_id IN (OLD.video_id, NEW.video_id)')} RETURN NULL; END $$`);
    await run(`CREATE TRIGGER ${link}_list_update AFTER UPDATE OF video_id, ${key} ON ${link} FOR EACH ROW
      WHEN (OLD.video_id IS DISTINCT FROM NEW.video_id OR OLD.${key} IS DISTINCT FROM NEW.${key})
      EXECUTE FUNCTION ${link}_list_update()`);
    await run(`CREATE FUNCTION ${table}_list_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${refresh(`videos.video_id IN (SELECT video_id FROM ${link} WHERE ${key} IN (OLD.${key}, NEW.${key}))`)}
      RETURN NULL; END $$`);
    await run(`CREATE TRIGGER ${table}_list_update AFTER UPDATE OF dir, title, ${key} ON ${table} FOR EACH ROW
      WHEN (OLD.dir IS DISTINCT FROM NEW.dir OR OLD.title IS DISTINCT FROM NEW.title
        OR OLD.${key} IS DISTINCT FROM NEW.${key})
      EXECUTE FUNCTION ${table}_list_update()`);
  }
}
