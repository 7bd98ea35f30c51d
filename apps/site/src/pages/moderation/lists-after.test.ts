import { describe, expect, it } from 'vitest';
import { type DeskLists, listsAfter } from './lists-after.ts';
import { testNotice, testQueueItem, testReport } from './test-moderation.ts';

const lists: DeskLists = {
  queue: [testQueueItem(), testQueueItem({ video_id: 32, uploader: { user_id: 8, username: 'bob' } })],
  reports: [
    testReport(),
    testReport({ report_id: 4, section: 'comments', object_id: 77 }),
    testReport({ report_id: 6, object_id: 41 }),
  ],
  notices: [testNotice(), testNotice({ notice_id: 6, video_id: null })],
  banned: [],
};
const ids = (l: DeskLists) => ({
  queue: l.queue.map((i) => i.video_id),
  reports: l.reports.map((r) => r.report_id),
  notices: l.notices.map((n) => n.notice_id),
  banned: l.banned,
});

describe('the lists after an act (as the server then answers them)', () => {
  it('a dismiss takes out that report or notice alone', () => {
    expect(ids(listsAfter(lists, { act: 'dismiss', report_id: 3 })).reports).toEqual([4, 6]);
    expect(ids(listsAfter(lists, { act: 'dismiss', notice_id: 5 })).notices).toEqual([6]);
  });

  it('an act on a video closes its video reports and notices, not a report of a comment on it', () => {
    expect(ids(listsAfter(lists, { act: 'video', video_id: 40 }))).toEqual({
      queue: [31, 32],
      reports: [4, 6],
      notices: [6],
      banned: [],
    });
    expect(ids(listsAfter(lists, { act: 'video', video_id: 31 })).queue).toEqual([32]);
  });

  it("a ban takes the member's uploads out of the queue and leaves the reports open", () => {
    expect(ids(listsAfter(lists, { act: 'ban', user_id: 8 }))).toEqual({
      queue: [31],
      reports: [3, 4, 6],
      notices: [5, 6],
      banned: [8],
    });
  });
});
