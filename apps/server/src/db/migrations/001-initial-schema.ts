import type { Kysely } from 'kysely';
import type { Migration } from './index.ts';
import { createIndex, createWithCompositeKey, createWithSerialKey, type Table } from './table-builders.ts';

/** Integer columns that default to 0 (counters, flags, dates). */
function ints(table: Table, names: string[]): Table {
  let t = table;
  for (const n of names) t = t.addColumn(n, 'integer', (c) => c.notNull().defaultTo(0));
  return t;
}

/** Text columns that default to '' (profile and info fields of the spec are empty strings). */
function texts(table: Table, names: string[]): Table {
  let t = table;
  for (const n of names) t = t.addColumn(n, 'text', (c) => c.notNull().defaultTo(''));
  return t;
}

function reals(table: Table, names: string[]): Table {
  let t = table;
  for (const n of names) t = t.addColumn(n, 'real', (c) => c.notNull().defaultTo(0));
  return t;
}

export const initialSchema: Migration = {
  name: '001-initial-schema',
  async up(db, dialect) {
    const make = (name: string, id: string) => createWithSerialKey(db, dialect, name, id);

    let users = make('users', 'user_id').addColumn('username', 'text', (c) => c.notNull().unique());
    users = texts(users, ['email', 'password_hash', 'about_me', 'description', 'country', 'gender', 'age']);
    users = texts(users, [
      'birth_date',
      'relationship',
      'orientation',
      'education',
      'interests',
      'occupation',
    ]);
    users = texts(users, ['city', 'website', 'avatar', 'cover']);
    await ints(users, [
      'email_confirmed',
      'user_type',
      'subscribers',
      'video_viewed',
      'added_date',
    ]).execute();

    let categories = make('categories', 'category_id').addColumn('dir', 'text', (c) => c.notNull().unique());
    categories = texts(categories, ['title', 'description', 'thumbnail']);
    categories = reals(categories, ['avg_videos_popularity']);
    await ints(categories, ['total_videos', 'toptn']).execute();

    let channels = make('channels', 'channel_id').addColumn('dir', 'text', (c) => c.notNull().unique());
    channels = texts(channels, ['title', 'url', 'description', 'thumbnail']);
    channels = reals(channels, ['rating', 'popularity']);
    await ints(channels, [
      'vda',
      'total_videos',
      'video_viewed',
      'likes',
      'dislikes',
      'subscribers',
      'added_date',
    ]).execute();

    let models = make('models', 'model_id').addColumn('dir', 'text', (c) => c.notNull().unique());
    models = texts(models, [
      'title',
      'alias',
      'birth_date',
      'ethnicity',
      'country',
      'career',
      'career_status',
    ]);
    models = texts(models, ['zodiac', 'eye', 'tattoo', 'piercing', 'size_tits', 'measurements', 'education']);
    models = texts(models, ['relationship', 'orientation', 'website', 'thumbnail']);
    models = reals(models, ['rating', 'popularity']);
    models = ints(models, ['gender', 'age', 'age_group', 'career_start', 'career_end', 'debut_age', 'hair']);
    models = ints(models, ['height_cm', 'height', 'weight_kg', 'weight', 'total_videos', 'video_viewed']);
    await ints(models, ['likes', 'dislikes', 'subscribers', 'comments_count', 'added_date']).execute();

    let keywords = make('keywords', 'keyword_id').addColumn('title', 'text', (c) => c.notNull().unique());
    keywords = reals(keywords, ['popularity']);
    await ints(keywords, ['total_videos']).execute();

    let media = make('media', 'media_id');
    media = texts(media, ['source_path', 'status', 'vr', 'formats']);
    media = reals(media, ['duration']);
    await ints(media, [
      'width',
      'height',
      'timelines_count',
      'timelines_interval',
      'screenshots_count',
      'created_at',
    ]).execute();

    let jobs = make('media_jobs', 'job_id');
    jobs = texts(jobs, ['kind', 'status', 'last_error']);
    await ints(jobs, [
      'media_id',
      'progress',
      'attempts',
      'max_attempts',
      'lease_until',
      'created_at',
      'updated_at',
    ]).execute();

    let videos = make('videos', 'video_id');
    videos = texts(videos, ['dir', 'title', 'description', 'gender', 'ex_tube', 'ex_id']);
    videos = reals(videos, ['rating', 'popularity']);
    videos = videos.addColumn('channel_id', 'integer').addColumn('media_id', 'integer');
    await ints(videos, [
      'duration',
      'post_date',
      'status_id',
      'user_id',
      'likes',
      'dislikes',
      'video_viewed',
      'comments_count',
      'sg_id',
      'is_private',
    ]).execute();

    for (const [table, other] of [
      ['video_categories', 'category_id'],
      ['video_models', 'model_id'],
      ['video_keywords', 'keyword_id'],
    ] as const) {
      const columns = { video_id: 'integer', [other]: 'integer' } as const;
      await createWithCompositeKey(db, table, columns, ['video_id', other]).execute();
      await createIndex(db, `${table}_by_${other}`, table, [other, 'video_id']);
    }

    let comments = make('comments', 'comment_id');
    comments = texts(comments, ['section', 'text']);
    await ints(comments, ['object_id', 'user_id', 'likes', 'dislikes', 'added_date']).execute();

    let playlists = make('playlists', 'playlist_id');
    playlists = texts(playlists, ['title', 'description', 'gender']);
    playlists = reals(playlists, ['rating']);
    await ints(playlists, ['user_id', 'is_private', 'total_videos', 'video_viewed', 'added_date']).execute();

    await ints(db.schema.createTable('playlist_videos') as Table, [
      'playlist_id',
      'video_id',
      'position',
      'added_date',
    ])
      .addPrimaryKeyConstraint('playlist_videos_pk', ['playlist_id', 'video_id'])
      .execute();

    let subscriptions = make('subscriptions', 'subscription_id');
    subscriptions = texts(subscriptions, ['section']);
    await ints(subscriptions, ['user_id', 'object_id', 'added_date']).execute();

    let votes = texts(db.schema.createTable('votes') as Table, ['section', 'voter']);
    votes = ints(votes, ['object_id', 'vote', 'added_date']);
    await votes.addPrimaryKeyConstraint('votes_pk', ['section', 'object_id', 'voter']).execute();

    await createIndexes(db);
  },
};

/**
 * Indexes for every listing sort: each one is (status_id, gender, sort key, video_id) so a
 * page of a sorted listing is an index range scan, even at a million videos.
 */
// biome-ignore lint/suspicious/noExplicitAny: schema is created before it is typed
async function createIndexes(db: Kysely<any>): Promise<void> {
  const index = (name: string, table: string, columns: string[]) => createIndex(db, name, table, columns);
  for (const key of ['post_date', 'duration', 'popularity', 'rating', 'video_viewed', 'comments_count']) {
    await index(`videos_by_${key}`, 'videos', ['status_id', 'gender', key, 'video_id']);
  }
  await index('videos_by_user', 'videos', ['user_id', 'post_date']);
  await index('videos_by_channel', 'videos', ['channel_id', 'post_date']);
  await index('videos_by_media', 'videos', ['media_id']);
  await index('comments_by_object', 'comments', ['section', 'object_id', 'added_date']);
  await index('comments_by_user', 'comments', ['user_id', 'added_date']);
  await index('playlists_by_user', 'playlists', ['user_id', 'added_date']);
  await index('playlist_videos_by_video', 'playlist_videos', ['video_id']);
  await index('subscriptions_by_user', 'subscriptions', ['user_id', 'section', 'object_id']);
  await index('subscriptions_by_object', 'subscriptions', ['section', 'object_id']);
  await index('media_jobs_by_status', 'media_jobs', ['status', 'job_id']);
  await index('models_by_popularity', 'models', ['popularity']);
  await index('models_by_title', 'models', ['title']);
  await index('channels_by_title', 'channels', ['title']);
  await index('keywords_by_popularity', 'keywords', ['popularity']);
}
