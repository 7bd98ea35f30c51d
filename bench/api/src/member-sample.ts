import { openDatabase } from '@tubekit/server/src/db/connect.ts';
import { prng } from './catalogue-sample.ts';

/** The member the bench signs in as, and the video pages it requests. */
export interface MemberSample {
  member: { user_id: number; username: string; uploads: number };
  videos: { video_id: number; dir: string; title: string }[];
}

/**
 * Reads the sample from the catalogue before the app opens it: user 1 (the generator's
 * `demo`, a profile with uploads) and `count` active videos at random ids over the whole
 * table (the first active one at or after each), so the video pages are not one cached
 * row and one B-tree path. Deterministic: every run requests the same pages.
 */
export async function sampleMemberPages(sqlitePath: string, count: number): Promise<MemberSample> {
  const db = await openDatabase({ sqlitePath });
  const k = db.kysely;
  try {
    const user = await k
      .selectFrom('users')
      .select(['user_id', 'username'])
      .where('user_id', '=', 1)
      .executeTakeFirstOrThrow();
    const uploads = await k
      .selectFrom('videos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    const last = await k
      .selectFrom('videos')
      .select((eb) => eb.fn.max('video_id').as('id'))
      .executeTakeFirstOrThrow();
    const maxId = Number(last.id ?? 0);
    const random = prng(20261125);
    const videos = new Map<number, MemberSample['videos'][number]>();
    for (let i = 0; i < count * 4 && videos.size < count; i++) {
      const row = await k
        .selectFrom('videos')
        .select(['video_id', 'dir', 'title'])
        .where('video_id', '>=', 1 + Math.floor(random() * maxId))
        .where('status_id', '=', 1)
        .orderBy('video_id')
        .limit(1)
        .executeTakeFirst();
      if (row) videos.set(row.video_id, row);
    }
    if (videos.size === 0) throw new Error('the catalogue has no active videos');
    return { member: { ...user, uploads: Number(uploads.n) }, videos: [...videos.values()] };
  } finally {
    await db.close();
  }
}
