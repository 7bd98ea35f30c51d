import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect.ts';
import type { Migration } from './index.ts';

/** The link tables whose rows carry a copy of their video's listing keys. */
const LINKS = [
  ['video_models', 'model_id'],
  ['video_categories', 'category_id'],
] as const;

/**
 * Section listings (a model's or a category's videos, latest first) answered from one
 * index range of the link table instead of walking the catalogue's post_date index and
 * probing the link table per row (a page 5 of a 1%-of-the-catalogue model visited ~11,000
 * entries). Each link row gets a copy of its video's post_date, status_id, gender and
 * is_private, and an index (object, status_id, gender, is_private, post_date, video_id);
 * a channel's page gets the same index on videos.
 *
 * Only keys that change rarely are copied: views, votes and popularity move on every stat
 * flush and are not in the link rows (the other section sorts keep their videos-index
 * plan). Triggers keep the copies in step whatever writes: a video's insert, a change of
 * those four columns (moderation, privacy) and its delete (the copies get status 0, never
 * listed, as the old join found no row); a link row written without the keys (status_id 0,
 * the default) takes them from its video.
 */
export const sectionListingKeys: Migration = {
  name: '004-section-listing-keys',
  async up(db, dialect) {
    for (const [table, other] of LINKS) {
      await db.schema
        .alterTable(table)
        .addColumn('post_date', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const column of ['status_id', 'is_private'])
        await db.schema
          .alterTable(table)
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      await db.schema
        .alterTable(table)
        .addColumn('gender', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`UPDATE ${sql.table(table)} SET post_date = v.post_date, status_id = v.status_id,
          gender = v.gender, is_private = v.is_private
        FROM videos v WHERE v.video_id = ${sql.ref(`${table}.video_id`)}`.execute(db);
      await db.schema
        .createIndex(`${table}_listed`)
        .on(table)
        .columns([other, 'status_id', 'gender', 'is_private', 'post_date', 'video_id'])
        .execute();
    }
    await db.schema
      .createIndex('videos_channel_listed')
      .on('videos')
      .columns(['channel_id', 'status_id', 'gender', 'is_private', 'post_date', 'video_id'])
      .execute();
    await createTriggers(db, dialect);
  },
};

const KEYS = ['post_date', 'status_id', 'gender', 'is_private'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
async function createTriggers(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  const setFrom = (alias: string) => KEYS.map((k) => `${k} = ${alias}.${k}`).join(', ');
  if (dialect === 'sqlite') {
    for (const [table, other] of LINKS) {
      await run(`CREATE TRIGGER ${table}_keys AFTER INSERT ON ${table} WHEN NEW.status_id = 0
        BEGIN
          UPDATE ${table} SET (${KEYS.join(', ')}) =
            (SELECT ${KEYS.join(', ')} FROM videos WHERE video_id = NEW.video_id)
          WHERE video_id = NEW.video_id AND ${other} = NEW.${other}
            AND EXISTS (SELECT 1 FROM videos WHERE video_id = NEW.video_id);
        END`);
    }
    const copy = LINKS.map(
      ([table]) => `UPDATE ${table} SET ${setFrom('NEW')} WHERE video_id = NEW.video_id;`,
    ).join('\n');
    await run(`CREATE TRIGGER videos_link_keys_insert AFTER INSERT ON videos BEGIN ${copy} END`);
    await run(`CREATE TRIGGER videos_link_keys_update AFTER UPDATE OF ${KEYS.join(', ')} ON videos
      BEGIN ${copy} END`);
    await run(`CREATE TRIGGER videos_link_keys_delete AFTER DELETE ON videos BEGIN
      ${LINKS.map(([table]) => `UPDATE ${table} SET status_id = 0 WHERE video_id = OLD.video_id;`).join('\n')}
      END`);
    return;
  }
  // PostgreSQL: the insert and delete triggers are per statement over the transition table
  // (a bulk load of a million videos runs one set update per INSERT, not a function call
  // per row); the update trigger is per row, and only when one of the keys really changed
  // (a stat flush never calls it).
  await run(`CREATE FUNCTION video_link_keys_fill() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT ${KEYS.map((k) => `v.${k}`).join(', ')} INTO ${KEYS.map((k) => `NEW.${k}`).join(', ')}
        FROM videos v WHERE v.video_id = NEW.video_id;
      IF NOT FOUND THEN
        NEW.post_date := 0; NEW.status_id := 0; NEW.gender := ''; NEW.is_private := 0;
      END IF;
      RETURN NEW;
    END $$`);
  for (const [table] of LINKS) {
    await run(`CREATE TRIGGER ${table}_keys BEFORE INSERT ON ${table} FOR EACH ROW
      WHEN (NEW.status_id = 0) EXECUTE FUNCTION video_link_keys_fill()`);
  }
  const copyFrom = (source: string) =>
    LINKS.map(
      ([table]) => `UPDATE ${table} l SET ${setFrom('v')} FROM ${source} v WHERE l.video_id = v.video_id;`,
    ).join('\n');
  await run(`CREATE FUNCTION videos_link_keys_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${copyFrom('inserted')} RETURN NULL; END $$`);
  await run(`CREATE TRIGGER videos_link_keys_insert AFTER INSERT ON videos
    REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION videos_link_keys_inserted()`);
  await run(`CREATE FUNCTION videos_link_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${LINKS.map(([table]) => `UPDATE ${table} SET ${setFrom('NEW')} WHERE video_id = NEW.video_id;`).join('\n')}
      RETURN NULL;
    END $$`);
  await run(`CREATE TRIGGER videos_link_keys_update AFTER UPDATE OF ${KEYS.join(', ')} ON videos FOR EACH ROW
    WHEN (${KEYS.map((k) => `OLD.${k} IS DISTINCT FROM NEW.${k}`).join(' OR ')})
    EXECUTE FUNCTION videos_link_keys_changed()`);
  await run(`CREATE FUNCTION videos_link_keys_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${LINKS.map(([table]) => `UPDATE ${table} l SET status_id = 0 FROM deleted d WHERE l.video_id = d.video_id;`).join('\n')}
      RETURN NULL;
    END $$`);
  await run(`CREATE TRIGGER videos_link_keys_delete AFTER DELETE ON videos
    REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION videos_link_keys_deleted()`);
}
