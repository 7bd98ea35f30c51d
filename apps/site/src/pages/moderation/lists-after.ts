import type { ModerationLists } from './moderation-api.ts';

/** An act done, as it changes the page's lists. */
export type DoneAct =
  | { act: 'dismiss'; report_id: number }
  | { act: 'dismiss'; notice_id: number }
  /** approve, reject, unpublish, delete: the server closes the video's reports and notices. */
  | { act: 'video'; video_id: number }
  /** ban: the server rejects the member's queued uploads; their reports stay open. */
  | { act: 'ban'; user_id: number };

/** The lists plus the members banned from this page (their Ban buttons go). */
export interface DeskLists extends ModerationLists {
  banned: number[];
}

/** The lists after `done`, as the server now answers them (so a reload shows the same). */
export function listsAfter(lists: DeskLists, done: DoneAct): DeskLists {
  if (done.act === 'dismiss')
    return 'report_id' in done
      ? { ...lists, reports: lists.reports.filter((r) => r.report_id !== done.report_id) }
      : { ...lists, notices: lists.notices.filter((n) => n.notice_id !== done.notice_id) };
  if (done.act === 'ban')
    return {
      ...lists,
      queue: lists.queue.filter((item) => item.uploader.user_id !== done.user_id),
      banned: [...lists.banned, done.user_id],
    };
  return {
    ...lists,
    queue: lists.queue.filter((item) => item.video_id !== done.video_id),
    reports: lists.reports.filter((r) => !(r.section === 'videos' && r.object_id === done.video_id)),
    notices: lists.notices.filter((n) => n.video_id !== done.video_id),
  };
}
