import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '../state/user.ts';
import {
  addHistory,
  addWatchLater,
  type LocalRecord,
  listHistory,
  listWatchLater,
} from '../storage/records.ts';
import { clearLocalDb } from '../storage/test-db.ts';
import { mergeBrowserRecords } from './sign-in-merge.ts';
import { recordingApi } from './test-api.ts';

const record = (video_id: number): LocalRecord => ({
  video_id,
  title: `Clip ${video_id}`,
  duration: '1:00',
  post_date: '2025-01-01T00:00:00Z',
  scr: '',
  video_viewed: 0,
  sg_id: 0,
  dir: `clip-${video_id}`,
});

beforeEach(() => setUser({ user_id: 7, username: 'anna' }));
afterEach(async () => {
  setUser(null);
  await clearLocalDb();
});

describe('the sign-in merge of the browser records', () => {
  it('sends each store newest first in one merge call, then empties it', async () => {
    for (const id of [1, 2, 3]) await addWatchLater(record(id));
    for (const id of [5, 4]) await addHistory(record(id));
    const { api, calls } = recordingApi(() => ({ ok: true, added: 1 }));
    await mergeBrowserRecords(api);
    expect(calls.map((c) => c.form)).toEqual([
      { act: 'watch_later', section: 'merge', video_ids: '[3,2,1]' },
      { act: 'history', section: 'merge', video_ids: '[4,5]' },
    ]);
    expect(await listWatchLater()).toEqual([]);
    expect(await listHistory()).toEqual([]);
  });

  it('keeps a store whose merge failed, for the next page (a second run sends it again)', async () => {
    await addWatchLater(record(9));
    const failing = recordingApi(() => ({ error: true, code: 'rate_limited' }));
    await mergeBrowserRecords(failing.api);
    expect((await listWatchLater()).map((r) => r.video_id)).toEqual([9]);
    const working = recordingApi(() => ({ ok: true, added: 0 }));
    await mergeBrowserRecords(working.api);
    expect(working.calls).toHaveLength(1);
    expect(await listWatchLater()).toEqual([]);
  });

  it('asks nothing when the browser has no records, and one merge runs at a time', async () => {
    const { api, calls } = recordingApi(() => ({ ok: true, added: 0 }));
    await mergeBrowserRecords(api);
    expect(calls).toEqual([]);
    await addHistory(record(1));
    await Promise.all([mergeBrowserRecords(api), mergeBrowserRecords(api)]);
    expect(calls).toHaveLength(1);
  });
});
