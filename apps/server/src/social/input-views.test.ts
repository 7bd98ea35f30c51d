import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertModel, insertUser, insertVideo } from '../db/test-fixtures.ts';
import { readColumn } from '../db/test-reads.ts';
import { socialTestApp } from './test-app.ts';
import { type Scheduler, ViewCounter } from './view-counter.ts';

/** A scheduler whose interval runs only when the test calls `tick()`. */
function fakeScheduler() {
  const jobs = new Set<() => void>();
  const scheduler: Scheduler = {
    setInterval(fn) {
      jobs.add(fn);
      return fn;
    },
    clearInterval(handle) {
      jobs.delete(handle as () => void);
    },
  };
  return {
    scheduler,
    tick: () => {
      for (const fn of jobs) fn();
    },
    get active() {
      return jobs.size;
    },
  };
}

/** A view from a client without cookies at `address` (another address is another visitor). */
const form = (fields: Record<string, string>, address = '203.0.113.1') => ({
  method: 'POST' as const,
  url: '/input.php',
  remoteAddress: address,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe.each(testDatabases())('input.php views on $name', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;
  let views: ViewCounter;
  let timer: ReturnType<typeof fakeScheduler>;

  beforeEach(async () => {
    db = await open();
    timer = fakeScheduler();
    views = new ViewCounter({ db, scheduler: timer.scheduler, intervalMs: 10_000 });
    app = await socialTestApp(db, { views });
  });
  afterEach(async () => {
    await app.close();
    await db.close();
  });

  const viewed = async (id: number) =>
    await db.kysely
      .selectFrom('videos')
      .select(['video_viewed', 'popularity'])
      .where('video_id', '=', id)
      .executeTakeFirstOrThrow();

  it('counts views in memory and writes nothing before a flush', async () => {
    const id = await insertVideo(db);
    for (let i = 0; i < 3; i++) {
      const res = await app.inject(
        form({ act: 'view', section: 'videos', object_id: String(id) }, `10.0.0.${i}`),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(views.totals.counted).toBe(3);
    expect(views.pending).toBe(1);
    expect((await viewed(id)).video_viewed).toBe(0);
  });

  it('flushes buffered views on the timer, adding to video_viewed and popularity', async () => {
    const a = await insertVideo(db, { video_viewed: 10 });
    const b = await insertVideo(db);
    for (const [i, id] of [a, a, b].entries())
      await app.inject(form({ act: 'view', section: 'videos', object_id: String(id) }, `10.0.0.${i}`));
    timer.tick();
    await views.flush(); // waits for the flush the tick started
    expect(await viewed(a)).toEqual({ video_viewed: 12, popularity: 2 });
    expect(await viewed(b)).toEqual({ video_viewed: 1, popularity: 1 });
    expect(views.pending).toBe(0);
    expect(views.totals.flushed).toBe(3);
  });

  it('records no view for a deleted video (status_id 5)', async () => {
    const id = await insertVideo(db, { status_id: 5, video_viewed: 4 });
    await app.inject(form({ act: 'view', section: 'videos', object_id: String(id) }));
    await views.flush();
    expect((await viewed(id)).video_viewed).toBe(4);
    expect(views.totals.flushed).toBe(0);
  });

  it('flushes what is left when the app closes, and stops the timer', async () => {
    const id = await insertVideo(db);
    await app.inject(form({ act: 'view', section: 'videos', object_id: String(id) }));
    await app.close();
    expect(timer.active).toBe(0);
    expect((await viewed(id)).video_viewed).toBe(1);
  });

  it('counts model views by dir, member profile views by id, and tallies nogeo', async () => {
    const model = await insertModel(db, { dir: 'jane-doe' });
    const user = await insertUser(db);
    await app.inject(form({ act: 'view', section: 'models', object_id: 'jane-doe', nogeo: '1' }));
    await app.inject(
      form({ act: 'view', section: 'members', object_id: String(user), user_id: String(user) }),
    );
    await app.inject(form({ act: 'view', section: 'categories', object_id: 'some-category' }));
    await views.flush();
    expect([
      await readColumn(db, 'models', 'video_viewed', 'model_id', model),
      await readColumn(db, 'users', 'video_viewed', 'user_id', user),
    ]).toEqual([1, 1]);
    expect(views.totals.nogeo).toBe(1);
    // Categories have no view counter: accepted, never buffered.
    expect(views.totals.counted).toBe(2);
  });

  it('keeps the views of a failed flush for the next one', async () => {
    const id = await insertVideo(db);
    await app.inject(form({ act: 'view', section: 'videos', object_id: String(id) }));
    const broken = new ViewCounter({
      db: {
        ...db,
        kysely: { transaction: () => ({ execute: () => Promise.reject(new Error('db down')) }) },
      } as unknown as Db,
      scheduler: timer.scheduler,
    });
    broken.add('videos', { id });
    await broken.flush();
    expect(broken.totals.failedFlushes).toBe(1);
    expect(broken.pending).toBe(1);
    await broken.close().catch(() => {});
  });

  it('answers bad view fields with invalid_param naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ act: 'view', section: 'nope', object_id: '1' }, 'section'],
      [{ act: 'view', section: 'videos', object_id: 'x y' }, 'object_id'],
      [{ act: 'view', section: 'videos' }, 'object_id'],
      [{ act: 'view', section: 'videos', object_id: 'some-dir' }, 'object_id'],
      [{ act: 'view', section: 'videos', object_id: '1', nogeo: 'maybe' }, 'nogeo'],
      [{ act: 'view', section: 'videos', object_id: '1', user_id: '-3' }, 'user_id'],
    ];
    for (const [fields, field] of cases) {
      const res = await app.inject(form(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ error: true, code: 'invalid_param', field });
    }
    expect(views.totals.counted).toBe(0);
  });
});
