import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertChannel, insertUser, insertVideo } from '../db/test-fixtures.ts';
import { readColumn } from '../db/test-reads.ts';
import { socialTestApp } from './test-app.ts';
import { insertComment, insertPlaylist } from './test-rows.ts';

/** A vote from a client without cookies at `address` (another address is another visitor). */
const post = (fields: Record<string, string>, address = '203.0.113.1') => ({
  method: 'POST' as const,
  url: '/input.php',
  remoteAddress: address,
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'test-agent' },
  payload: new URLSearchParams(fields).toString(),
});

describe.each(testDatabases())('input.php votes and acts on $name', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await open();
    app = await socialTestApp(db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const videoRow = (id: number) =>
    db.kysely
      .selectFrom('videos')
      .select(['likes', 'dislikes', 'rating'])
      .where('video_id', '=', id)
      .executeTakeFirstOrThrow();

  it('records a like once per visitor and updates likes, dislikes and rating', async () => {
    const id = await insertVideo(db, { likes: 1, dislikes: 1 });
    const first = await app.inject(
      post({ act: 'vote', section: 'videos', object_id: String(id), vote: '1' }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, statistics: { likes: 2, dislikes: 1 } });
    expect((await videoRow(id)).rating).toBeCloseTo(2 / 3, 5);

    const again = await app.inject(
      post({ act: 'vote', section: 'videos', object_id: String(id), vote: '0' }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ error: true, code: 'already_voted' });
    expect(await videoRow(id)).toMatchObject({ likes: 2, dislikes: 1 });

    // Another address is another visitor. (A user agent no longer is: issue #25.)
    const other = await app.inject(
      post({ act: 'vote', section: 'videos', object_id: String(id), vote: '0' }, '203.0.113.2'),
    );
    expect(other.json()).toEqual({ ok: true, statistics: { likes: 2, dislikes: 2 } });
    expect((await videoRow(id)).rating).toBeCloseTo(0.5, 5);
  });

  it('answers not_found for a missing or deleted video', async () => {
    const deleted = await insertVideo(db, { status_id: 5 });
    for (const objectId of ['999999', String(deleted)]) {
      const res = await app.inject(post({ act: 'vote', section: 'videos', object_id: objectId, vote: '1' }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: true, code: 'not_found' });
    }
  });

  it('votes on channels by dir, on comments and on playlists (rating from the votes)', async () => {
    const channel = await insertChannel(db, { dir: 'studio-x' });
    const res = await app.inject(
      post({ act: 'vote', section: 'channels', object_id: 'studio-x', vote: '1' }),
    );
    expect(res.json()).toEqual({ ok: true, statistics: { likes: 1, dislikes: 0 } });
    expect(await readColumn(db, 'channels', 'rating', 'channel_id', channel)).toBe(1);

    const user = await insertUser(db);
    const comment = await insertComment(db, { section: 'videos', object_id: 1, user_id: user });
    const c = await app.inject(
      post({ act: 'vote', section: 'comments', object_id: String(comment), vote: '0' }),
    );
    expect(c.json()).toEqual({ ok: true, statistics: { likes: 0, dislikes: 1 } });

    const playlist = await insertPlaylist(db, { user_id: user });
    await app.inject(
      post({ act: 'vote', section: 'playlists', object_id: String(playlist), vote: '1' }, '198.51.100.1'),
    );
    const p = await app.inject(
      post({ act: 'vote', section: 'playlists', object_id: String(playlist), vote: '0' }, '198.51.100.2'),
    );
    expect(p.json()).toEqual({ ok: true, statistics: { likes: 1, dislikes: 1 } });
    expect(await readColumn(db, 'playlists', 'rating', 'playlist_id', playlist)).toBeCloseTo(0.5, 5);
  });

  it('answers bad vote fields with invalid_param naming the field', async () => {
    const id = String(await insertVideo(db));
    const cases: [Record<string, string>, string][] = [
      [{ act: 'vote', section: 'videos', object_id: id, vote: '2' }, 'vote'],
      [{ act: 'vote', section: 'videos', object_id: id }, 'vote'],
      [{ act: 'vote', section: 'members', object_id: id, vote: '1' }, 'section'],
      [{ act: 'vote', section: 'videos', object_id: '0', vote: '1' }, 'object_id'],
      [{ act: 'dance' }, 'act'],
      [{}, 'act'],
    ];
    for (const [fields, field] of cases) {
      const res = await app.inject(post(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ error: true, code: 'invalid_param', field });
    }
  });

  it('answers subscribe and favourite from a visitor with not_logged_in', async () => {
    for (const act of ['subscribe', 'favourite']) {
      const res = await app.inject(post({ act, section: 'channels', object_id: '1' }));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, code: 'not_logged_in' });
    }
  });

  it('accepts a JSON body too, and answers other methods with 405', async () => {
    const id = await insertVideo(db);
    const res = await app.inject({
      method: 'POST',
      url: '/input.php',
      payload: { act: 'vote', section: 'videos', object_id: id, vote: 1 },
    });
    expect(res.json()).toMatchObject({ ok: true });
    const get = await app.inject('/input.php');
    expect(get.statusCode).toBe(405);
    expect(get.json()).toEqual({ error: true, code: 'method_not_allowed' });
  });
});
