import { VIDEO_STATUS } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { accountsApp, type CapturingMailer } from '../accounts/accounts-test-kit.ts';
import { postAs, signedInMember, type TestMember } from '../comments/comments-test-kit.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import type { ReportsTable } from '../db/schema-reports.ts';
import type { DmcaNoticesTable } from '../db/schema-uploads.ts';
import { insertMedia, insertVideo } from '../db/test-fixtures.ts';
import type { ManualClock } from '../http/clock.ts';
import { formToken } from '../members/member-test-kit.ts';

/** What `moderationApp` makes. */
export interface ModerationApp {
  app: FastifyInstance;
  clock: ManualClock;
  mailer: CapturingMailer;
  moderator: TestMember;
  member: TestMember;
  uploader: TestMember;
}

/** The whole app on a manual clock, with a moderator, a member and an uploader signed in. */
export async function moderationApp(db: Db): Promise<ModerationApp> {
  const { app, clock, mailer } = await accountsApp(db);
  return {
    app,
    clock,
    mailer,
    moderator: await signedInMember(db, clock, { role: 'moderator' }),
    member: await signedInMember(db, clock),
    uploader: await signedInMember(db, clock),
  };
}

/**
 * Registers the hooks that give the surrounding suite a database from `open` (in-memory
 * SQLite unless a `testDatabases()` entry's is given) and `moderationApp` over it, closed
 * after. Read the fields inside tests and later hooks: they are set when the hook has run.
 */
export function moderationTestApp(
  open: () => Promise<Db> = () => openDatabase({ sqlitePath: ':memory:' }),
): ModerationApp & { db: Db } {
  const fx = {} as ModerationApp & { db: Db };
  beforeAll(async () => {
    fx.db = await open();
    Object.assign(fx, await moderationApp(fx.db));
  });
  afterAll(async () => {
    await fx.app?.close();
    await fx.db?.close();
  });
  return fx;
}

/** What `queuedUpload` made. */
export interface QueuedUpload {
  uploadId: number;
  videoId: number;
  mediaId: number;
}

/**
 * An upload as the upload code leaves it once transcoded, written straight to the tables:
 * a ready media item (sd + hd, 5 stills, timeline sprites), its video in status 2
 * (moderation) owned by `userId`, and the upload in state `moderation`.
 */
export async function queuedUpload(
  db: Db,
  userId: number,
  options: {
    title?: string;
    categoryIds?: number[];
    channelId?: number;
    nearVideoId?: number;
    nearScore?: number;
    addedDate?: number;
  } = {},
): Promise<QueuedUpload> {
  const mediaId = await insertMedia(db, { timelines_count: 12, timelines_interval: 10 });
  const videoId = await insertVideo(db, {
    status_id: VIDEO_STATUS.moderation,
    user_id: userId,
    media_id: mediaId,
    channel_id: options.channelId ?? null,
    category_ids: options.categoryIds ?? [],
    ...(options.title ? { title: options.title } : {}),
  });
  const added = options.addedDate ?? 1_735_700_000;
  const upload = await db.kysely
    .insertInto('uploads')
    .values({
      user_id: userId,
      state: 'moderation',
      title: options.title ?? 'An upload',
      gender: 'str',
      file_name: 'clip.mp4',
      size: 1000,
      received: 1000,
      video_id: videoId,
      media_id: mediaId,
      near_video_id: options.nearVideoId ?? null,
      near_score: options.nearScore ?? 0,
      added_date: added,
      updated_at: added,
    })
    .returning('upload_id')
    .executeTakeFirstOrThrow();
  return { uploadId: upload.upload_id, videoId, mediaId };
}

/** GET moderation.php with `query` as `who` (null: a visitor). */
export function getModeration(
  app: FastifyInstance,
  who: { cookie: string } | null,
  query: Record<string, string | number>,
): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return app.inject({
    method: 'GET',
    url: `/moderation.php?${search}`,
    headers: who ? { cookie: who.cookie } : {},
  });
}

/**
 * POSTs a form to `url` as `who` from `ip`, with the `csrf` of form.php's `form` (and its
 * `_tkf` cookie) unless `fields` names `csrf` itself.
 */
export async function postWithToken(
  app: FastifyInstance,
  url: '/moderation.php' | '/dmca.php',
  who: { userId: number; cookie: string } | null,
  fields: Record<string, string | number>,
  ip = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  const strings = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const token =
    'csrf' in strings
      ? { csrf: strings.csrf, cookie: who?.cookie ?? '' }
      : await formToken(app, who, url === '/dmca.php' ? 'dmca' : 'moderation');
  return postAs(app, url, { ...strings, csrf: token.csrf ?? '' }, { cookie: token.cookie }, ip);
}

/** A report written straight to its table (on video `object_id` unless `section` says): its id. */
export async function insertReport(
  db: Db,
  values: Partial<Insertable<ReportsTable>> & { object_id: number },
): Promise<number> {
  const row = await db.kysely
    .insertInto('reports')
    .values({ section: 'videos', reason: 'other', reporter: 'c1', ip_hash: 'h', added_date: 1, ...values })
    .returning('report_id')
    .executeTakeFirstOrThrow();
  return row.report_id;
}

/** A DMCA notice written straight to its table (on `video_id`, or none): its id. */
export async function insertNotice(
  db: Db,
  values: Partial<Insertable<DmcaNoticesTable>> = {},
): Promise<number> {
  const row = await db.kysely
    .insertInto('dmca_notices')
    .values({
      name: 'N',
      email: 'n@x.io',
      url: 'https://x.io/',
      work: 'w',
      text: 't',
      video_id: null,
      ip_hash: 'h',
      added_date: 1,
      ...values,
    })
    .returning('notice_id')
    .executeTakeFirstOrThrow();
  return row.notice_id;
}

/** The status and upload state of a video. */
export async function videoState(db: Db, videoId: number) {
  const video = await db.kysely
    .selectFrom('videos')
    .select(['status_id', 'post_date'])
    .where('video_id', '=', videoId)
    .executeTakeFirstOrThrow();
  const upload = await db.kysely
    .selectFrom('uploads')
    .select(['state', 'reason'])
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  return { ...video, state: upload?.state ?? null, reason: upload?.reason ?? null };
}
