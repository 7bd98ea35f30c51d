import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { testVideo } from '../components/test-videos.ts';
import { setUser } from '../state/user.ts';
import { listHistory, listWatchLater } from '../storage/records.ts';
import { clearLocalDb } from '../storage/test-db.ts';
import { recordingApi } from './test-api.ts';
import { saveHistory, saveWatchLater } from './video-lists.ts';

afterEach(async () => {
  setUser(null);
  await clearLocalDb();
});

describe('watch later and history choose the account or the browser', () => {
  it("keeps a visitor's in IndexedDB and says when a video is there already", async () => {
    const { api, calls } = recordingApi(() => ({ ok: true }));
    const video = testVideo(11);
    expect(await saveWatchLater(api, video)).toBe('added');
    expect(await saveWatchLater(api, video)).toBe('exists');
    await saveHistory(api, video);
    expect(calls).toEqual([]);
    expect((await listWatchLater()).map((r) => r.video_id)).toEqual([11]);
    expect((await listHistory()).map((r) => r.dir)).toEqual([video.dir]);
  });

  it("sends a member's to input.php, and reads already_added as 'exists'", async () => {
    setUser({ user_id: 7, username: 'anna' });
    const { api, calls } = recordingApi((_path, form) =>
      form?.act === 'watch_later' ? { error: true, code: 'already_added' } : { ok: true },
    );
    const video = testVideo(12);
    expect(await saveWatchLater(api, video)).toBe('exists');
    await saveHistory(api, video);
    expect(calls.map((c) => c.form)).toEqual([
      { act: 'watch_later', section: 'add', video_id: 12 },
      { act: 'history', section: 'add', video_id: 12 },
    ]);
    expect(await listWatchLater()).toEqual([]);
  });
});
