import type { LibraryVideo, Video } from '@tubekit/contract';
import { done, openDb, type StoreName } from './idb.ts';

/**
 * A stored record (spec section 3): watch_later and watch_history share the shape, the
 * fields of the contract's LibraryVideo that the browser keeps. `scr` is the poster, or the
 * thumb when the video has none; history keeps ex_tube and ex_id as well, and both keep dir
 * (the spec gives it to history only; the watch-later page needs it to link the video page).
 */
export interface LocalRecord
  extends Pick<
      LibraryVideo,
      'video_id' | 'title' | 'duration' | 'post_date' | 'scr' | 'video_viewed' | 'sg_id'
    >,
    Partial<Pick<LibraryVideo, 'dir' | 'ex_tube' | 'ex_id'>> {
  /** Auto-increment key, present on records read back. */
  id?: number;
}

/** The stored shape of a video (history keeps ex_tube and ex_id as well). */
export function toLocalRecord(video: Video, forHistory = false): LocalRecord {
  const v = video;
  const record: LocalRecord = {
    video_id: v.video_id,
    title: v.title,
    duration: v.duration,
    post_date: v.post_date,
    scr: v.scr || v.thumb,
    video_viewed: v.video_viewed,
    sg_id: v.sg_id,
    dir: v.dir,
  };
  if (forHistory) Object.assign(record, { ex_tube: v.ex_tube, ex_id: v.ex_id });
  return record;
}

async function findIds(db: IDBDatabase, store: StoreName, videoId: number): Promise<number[]> {
  const tx = db.transaction(store, 'readonly');
  const keys = await done(tx.objectStore(store).index('video_id').getAllKeys(videoId));
  return keys as number[];
}

/**
 * Runs `work` on the open database; `fallback` when it cannot open or the work fails (a
 * private window, a quota, a blocked upgrade): the lists are a convenience, never an error.
 */
async function withDb<T>(fallback: T, work: (db: IDBDatabase) => Promise<T>): Promise<T> {
  try {
    const db = await openDb();
    return db ? await work(db) : fallback;
  } catch {
    return fallback;
  }
}

function listStore(store: StoreName): Promise<LocalRecord[]> {
  return withDb([], async (db) => {
    const all = (await done(db.transaction(store, 'readonly').objectStore(store).getAll())) as LocalRecord[];
    // Newest first: ids grow with each add.
    return all.sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
  });
}

/**
 * Adds to Watch later. Resolves 'added', 'exists' (spec: the "already added" notice), or
 * false when the database cannot open.
 */
export function addWatchLater(record: LocalRecord): Promise<'added' | 'exists' | false> {
  return withDb<'added' | 'exists' | false>(false, async (db) => {
    if ((await findIds(db, 'watch_later', record.video_id)).length > 0) return 'exists';
    const { id: _, ...fields } = record;
    await done(db.transaction('watch_later', 'readwrite').objectStore('watch_later').add(fields));
    return 'added';
  });
}

/** Whether a video is in Watch later; null when the database cannot open. */
export function isWatchLater(videoId: number): Promise<boolean | null> {
  return withDb<boolean | null>(null, async (db) => (await findIds(db, 'watch_later', videoId)).length > 0);
}

/** Removes a video from Watch later; false when the database cannot open. */
export function removeWatchLater(videoId: number): Promise<boolean> {
  return withDb(false, async (db) => {
    const ids = await findIds(db, 'watch_later', videoId);
    const store = db.transaction('watch_later', 'readwrite').objectStore('watch_later');
    await Promise.all(ids.map((id) => done(store.delete(id))));
    return true;
  });
}

/** Adds to history, replacing any earlier entry of the same video (spec section 4). */
export function addHistory(record: LocalRecord): Promise<boolean> {
  return withDb(false, async (db) => {
    const ids = await findIds(db, 'watch_history', record.video_id);
    const store = db.transaction('watch_history', 'readwrite').objectStore('watch_history');
    const { id: _, ...fields } = record;
    await Promise.all(ids.map((id) => done(store.delete(id))));
    await done(store.add(fields));
    return true;
  });
}

/** Watch later, newest first ([] when the database cannot open). */
export function listWatchLater(): Promise<LocalRecord[]> {
  return listStore('watch_later');
}

/** Viewing history, newest first ([] when the database cannot open). */
export function listHistory(): Promise<LocalRecord[]> {
  return listStore('watch_history');
}
