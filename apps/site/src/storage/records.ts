import type { Video } from '@tubekit/contract';
import { done, openDb, type StoreName } from './idb.ts';

/** A stored record (spec section 3): watch_later and watch_history share the shape. */
export interface LocalRecord {
  /** Auto-increment key, present on records read back. */
  id?: number;
  video_id: number;
  title: string;
  duration: string;
  post_date: string;
  /** The poster, or the thumb when the video has none. */
  scr: string;
  video_viewed: number;
  sg_id: number;
  /** History also keeps these. */
  dir?: string;
  ex_tube?: string;
  ex_id?: string;
}

/** The stored shape of a video (history keeps dir, ex_tube and ex_id as well). */
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
  };
  if (forHistory) Object.assign(record, { dir: v.dir, ex_tube: v.ex_tube, ex_id: v.ex_id });
  return record;
}

async function findIds(db: IDBDatabase, store: StoreName, videoId: number): Promise<number[]> {
  const tx = db.transaction(store, 'readonly');
  const keys = await done(tx.objectStore(store).index('video_id').getAllKeys(videoId));
  return keys as number[];
}

async function listStore(store: StoreName): Promise<LocalRecord[]> {
  try {
    const db = await openDb();
    if (!db) return [];
    const all = (await done(db.transaction(store, 'readonly').objectStore(store).getAll())) as LocalRecord[];
    // Newest first: ids grow with each add.
    return all.sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
  } catch {
    return [];
  }
}

/**
 * Adds to Watch later. Resolves 'added', 'exists' (spec: the "already added" notice), or
 * false when the database cannot open.
 */
export async function addWatchLater(record: LocalRecord): Promise<'added' | 'exists' | false> {
  try {
    const db = await openDb();
    if (!db) return false;
    if ((await findIds(db, 'watch_later', record.video_id)).length > 0) return 'exists';
    const { id: _, ...fields } = record;
    await done(db.transaction('watch_later', 'readwrite').objectStore('watch_later').add(fields));
    return 'added';
  } catch {
    return false;
  }
}

/** Whether a video is in Watch later; null when the database cannot open. */
export async function isWatchLater(videoId: number): Promise<boolean | null> {
  try {
    const db = await openDb();
    if (!db) return null;
    return (await findIds(db, 'watch_later', videoId)).length > 0;
  } catch {
    return null;
  }
}

/** Removes a video from Watch later; false when the database cannot open. */
export async function removeWatchLater(videoId: number): Promise<boolean> {
  try {
    const db = await openDb();
    if (!db) return false;
    const ids = await findIds(db, 'watch_later', videoId);
    const store = db.transaction('watch_later', 'readwrite').objectStore('watch_later');
    await Promise.all(ids.map((id) => done(store.delete(id))));
    return true;
  } catch {
    return false;
  }
}

/** Adds to history, replacing any earlier entry of the same video (spec section 4). */
export async function addHistory(record: LocalRecord): Promise<boolean> {
  try {
    const db = await openDb();
    if (!db) return false;
    const ids = await findIds(db, 'watch_history', record.video_id);
    const store = db.transaction('watch_history', 'readwrite').objectStore('watch_history');
    const { id: _, ...fields } = record;
    await Promise.all(ids.map((id) => done(store.delete(id))));
    await done(store.add(fields));
    return true;
  } catch {
    return false;
  }
}

/** Watch later, newest first ([] when the database cannot open). */
export function listWatchLater(): Promise<LocalRecord[]> {
  return listStore('watch_later');
}

/** Viewing history, newest first ([] when the database cannot open). */
export function listHistory(): Promise<LocalRecord[]> {
  return listStore('watch_history');
}
