import {
  type DmcaNotice,
  MODERATION_RULES,
  type ModerationReport,
  type ReportReason,
  type ReportSection,
} from '@tubekit/contract';
import type { Db } from '../db/connect.ts';

type ReportedVideo = NonNullable<ModerationReport['video']>;

/** The videos of `ids` with their uploader, by id (one query). */
async function videosById(db: Db, ids: number[]): Promise<Map<number, ReportedVideo>> {
  if (ids.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('videos as v')
    .leftJoin('users as u', 'u.user_id', 'v.user_id')
    .select(['v.video_id', 'v.title', 'v.status_id', 'v.user_id', 'u.username'])
    .where('v.video_id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.video_id,
      {
        video_id: r.video_id,
        title: r.title,
        status_id: r.status_id,
        uploader: { user_id: r.user_id, username: r.username ?? '' },
      },
    ]),
  );
}

/**
 * `section=reports`: the open reports, newest first (MODERATION_RULES.pageSize at most), each
 * with the video it is about: the reported video, or the video a reported comment is on
 * (null for a comment on a model or channel, or when the comment or video is gone). A
 * comment's text is the one kept when it was reported.
 */
export async function openReports(db: Db): Promise<ModerationReport[]> {
  const reports = await db.kysely
    .selectFrom('reports')
    .select(['report_id', 'section', 'object_id', 'reason', 'text', 'item_text', 'added_date'])
    .where('status', '=', 'open')
    .orderBy('added_date', 'desc')
    .orderBy('report_id', 'desc')
    .limit(MODERATION_RULES.pageSize)
    .execute();
  const commentIds = reports.filter((r) => r.section === 'comments').map((r) => r.object_id);
  const comments =
    commentIds.length === 0
      ? []
      : await db.kysely
          .selectFrom('comments')
          .select(['comment_id', 'object_id'])
          .where('comment_id', 'in', commentIds)
          .where('section', '=', 'videos')
          .execute();
  const videoOfComment = new Map(comments.map((c) => [c.comment_id, c.object_id]));
  const videoIdOf = (r: (typeof reports)[number]) =>
    r.section === 'videos' ? r.object_id : videoOfComment.get(r.object_id);
  const videos = await videosById(db, [
    ...new Set(reports.map(videoIdOf).filter((id): id is number => id !== undefined)),
  ]);
  return reports.map((r) => {
    const videoId = videoIdOf(r);
    return {
      report_id: r.report_id,
      section: r.section as ReportSection,
      object_id: r.object_id,
      reason: r.reason as ReportReason,
      text: r.text,
      item_text: r.item_text,
      video: videoId === undefined ? null : (videos.get(videoId) ?? null),
      added_date: r.added_date,
    };
  });
}

/** `section=dmca`: the open DMCA notices, newest first (MODERATION_RULES.pageSize at most). */
export async function openNotices(db: Db): Promise<DmcaNotice[]> {
  return db.kysely
    .selectFrom('dmca_notices')
    .select(['notice_id', 'name', 'email', 'url', 'work', 'text', 'video_id', 'added_date'])
    .where('status', '=', 'open')
    .orderBy('added_date', 'desc')
    .orderBy('notice_id', 'desc')
    .limit(MODERATION_RULES.pageSize)
    .execute();
}
