import 'fake-indexeddb/auto';
import type { Video } from '@tubekit/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, resetDb } from './idb.ts';
import {
  addHistory,
  addWatchLater,
  isWatchLater,
  type LocalRecord,
  listHistory,
  listWatchLater,
  removeWatchLater,
  toLocalRecord,
} from './records.ts';
import { clearLocalDb } from './test-db.ts';

const record = (video_id: number, title = `Clip ${video_id}`): LocalRecord => ({
  video_id,
  title,
  duration: '1:00',
  post_date: '2025-01-01T00:00:00Z',
  scr: `/media/${video_id}/scr.jpg`,
  video_viewed: 3,
  sg_id: 0,
});

afterEach(clearLocalDb);

describe('local records (IndexedDB api_storage v1)', () => {
  it('creates both stores with an auto id and a video_id index', async () => {
    const db = await openDb();
    expect(db?.version).toBe(1);
    expect([...(db?.objectStoreNames ?? [])].sort()).toEqual(['watch_history', 'watch_later']);
    const store = db?.transaction('watch_later').objectStore('watch_later');
    expect(store?.autoIncrement).toBe(true);
    expect([...(store?.indexNames ?? [])]).toEqual(['video_id']);
  });

  it('adds to Watch later once, then says "exists"', async () => {
    expect(await addWatchLater(record(7))).toBe('added');
    expect(await addWatchLater(record(7))).toBe('exists');
    expect(await isWatchLater(7)).toBe(true);
    expect((await listWatchLater()).map((r) => r.video_id)).toEqual([7]);
    expect(await removeWatchLater(7)).toBe(true);
    expect(await isWatchLater(7)).toBe(false);
  });

  it('history replaces an earlier entry of the same video and lists newest first', async () => {
    await addHistory(record(1));
    await addHistory(record(2));
    await addHistory(record(1, 'Clip 1 again'));
    const list = await listHistory();
    expect(list.map((r) => [r.video_id, r.title])).toEqual([
      [1, 'Clip 1 again'],
      [2, 'Clip 2'],
    ]);
  });

  it('returns false/null/[] silently when the database cannot open', async () => {
    resetDb();
    const refusing = {
      open() {
        throw new Error('blocked');
      },
    } as unknown as IDBFactory;
    expect(await openDb(refusing)).toBeNull();
    resetDb();
    const original = globalThis.indexedDB;
    Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: undefined });
    try {
      expect(await addWatchLater(record(1))).toBe(false);
      expect(await isWatchLater(1)).toBeNull();
      expect(await addHistory(record(1))).toBe(false);
      expect(await listHistory()).toEqual([]);
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: original });
    }
  });

  it('maps a video to the stored shape, scr falling back to thumb, dir kept for the link; history keeps ex_tube, ex_id', () => {
    const video = {
      video_id: 9,
      title: 'T',
      duration: '2:00',
      post_date: 'd',
      scr: '',
      thumb: '/t.jpg',
      video_viewed: 1,
      sg_id: 4,
      dir: 'clip-9',
      ex_tube: 'x',
      ex_id: 'y',
    } as Video;
    expect(toLocalRecord(video)).toEqual({
      video_id: 9,
      title: 'T',
      duration: '2:00',
      post_date: 'd',
      scr: '/t.jpg',
      video_viewed: 1,
      sg_id: 4,
      dir: 'clip-9',
    });
    expect(toLocalRecord(video, true)).toMatchObject({ dir: 'clip-9', ex_tube: 'x', ex_id: 'y' });
  });
});
