import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { CommentsTable, PlaylistsTable } from '../db/schema-social.ts';

/**
 * Insert helpers for the social tables, for tests (the shared db/test-fixtures.ts covers
 * videos, users, models, channels and categories).
 */

/** Inserts a comment by `user_id` on `section`/`object_id`; returns its id. */
export async function insertComment(
  db: Db,
  row: Pick<Insertable<CommentsTable>, 'section' | 'object_id' | 'user_id'> &
    Partial<Insertable<CommentsTable>>,
): Promise<number> {
  const inserted = await db.kysely
    .insertInto('comments')
    .values({ text: 'A test comment', likes: 0, dislikes: 0, added_date: 1_735_689_600, ...row })
    .returning('comment_id')
    .executeTakeFirstOrThrow();
  return inserted.comment_id;
}

/** Inserts a public straight playlist owned by `user_id`, with the given videos in order. */
export async function insertPlaylist(
  db: Db,
  row: Pick<Insertable<PlaylistsTable>, 'user_id'> & Partial<Insertable<PlaylistsTable>>,
  videoIds: number[] = [],
): Promise<number> {
  const { playlist_id } = await db.kysely
    .insertInto('playlists')
    .values({
      title: 'Test playlist',
      description: '',
      gender: 'str',
      is_private: 0,
      total_videos: videoIds.length,
      video_viewed: 0,
      rating: 0,
      added_date: 1_735_689_600,
      ...row,
    })
    .returning('playlist_id')
    .executeTakeFirstOrThrow();
  if (videoIds.length > 0) {
    await db.kysely
      .insertInto('playlist_videos')
      .values(
        videoIds.map((video_id, position) => ({
          playlist_id,
          video_id,
          position,
          added_date: 1_735_689_600,
        })),
      )
      .execute();
  }
  return playlist_id;
}

/** Subscribes `user_id` to an object of a section. */
export async function insertSubscription(
  db: Db,
  user_id: number,
  section: 'channels' | 'models' | 'members' | 'playlists',
  object_id: number,
  added_date = 1_735_689_600,
): Promise<void> {
  await db.kysely.insertInto('subscriptions').values({ user_id, section, object_id, added_date }).execute();
}
