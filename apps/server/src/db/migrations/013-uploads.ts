import type { Migration } from './index.ts';
import { addColumnWithDefault, createIndex, createWithSerialKey } from './table-builders.ts';

/**
 * Member uploads (issue #18). One row per upload from `video_edit.php act=start` to the
 * moderator's decision: the details the member gave (`categories` a JSON array of dirs), the
 * declared file (`file_name` kept only to show: never a path; the bytes live under
 * `{data}/uploads/<tus_id>`), and where it stands (`state`, the contract's UPLOAD_STATES).
 * `content_hash` (SHA-256 of the bytes) is indexed: an exact duplicate is refused against
 * every earlier upload and every media source. `near_video_id`/`near_score` flag a near
 * duplicate for the moderator. The (user_id, added_date) index serves the member's list and
 * the per-day quota; (state, added_date) the moderation queue and the restart recovery.
 * `declared_duration` is what the browser read of the file (0 when it could not): ffprobe's
 * figure must agree with it. Media rows get `poster_source` and `content_hash`.
 */
export const uploads: Migration = {
  name: '013-uploads',
  async up(db, dialect) {
    await createWithSerialKey(db, dialect, 'uploads', 'upload_id')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('state', 'varchar(20)', (c) => c.notNull().defaultTo('receiving'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('categories', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('gender', 'varchar(8)', (c) => c.notNull())
      .addColumn('is_private', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('channel', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .addColumn('exclusive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('tus_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('declared_duration', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('content_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('preview', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('previews_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('video_id', 'integer')
      .addColumn('media_id', 'integer')
      .addColumn('error', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('near_video_id', 'integer')
      .addColumn('near_score', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .execute();
    await createIndex(db, 'uploads_by_member', 'uploads', ['user_id', 'added_date']);
    await createIndex(db, 'uploads_by_state', 'uploads', ['state', 'added_date']);
    await createIndex(db, 'uploads_by_hash', 'uploads', ['content_hash']);
    await createIndex(db, 'uploads_by_tus_id', 'uploads', ['tus_id']);
    await createIndex(db, 'uploads_by_video', 'uploads', ['video_id']);
    // The poster a member chose (an image beside the source, relative to the sources dir):
    // the pipeline's stills step makes scr.jpg of it instead of a frame at 25 %.
    await addColumnWithDefault(db, 'media', 'poster_source', 'text', '');
    // SHA-256 of the source, so an upload of the same bytes as any media is refused.
    await addColumnWithDefault(db, 'media', 'content_hash', 'varchar(64)', '');
    await createIndex(db, 'media_by_hash', 'media', ['content_hash']);
  },
};
