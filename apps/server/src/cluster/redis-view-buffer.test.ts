import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { readColumn } from '../db/test-reads.ts';
import { socialTestApp } from '../social/test-app.ts';
import { type Scheduler, ViewCounter } from '../social/view-counter.ts';
import { type RedisSharedState, redisSharedState } from './redis-shared-state.ts';
import { describeWithRedis, redisServer } from './redis-test-kit.ts';

/** No timer: flushes run when a test calls them. */
const noTimer: Scheduler = { setInterval: () => 0, clearInterval: () => {} };

/** A view of video `id` posted from `address` (another address is another visitor). */
const viewFrom = (id: number, address: string) => ({
  method: 'POST' as const,
  url: '/input.php',
  remoteAddress: address,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: `act=view&section=videos&object_id=${id}`,
});

/** One server process: its Redis state, its view counter (flushed by hand) and its app. */
interface ServerProcess {
  state: RedisSharedState;
  views: ViewCounter;
  app: FastifyInstance;
}

describeWithRedis('views buffered on Redis (cluster mode)', () => {
  const server = redisServer();

  describe.each(testDatabases())('on $name', ({ open }) => {
    let db: Db;
    let processes: [ServerProcess, ServerProcess];

    beforeEach(async () => {
      db = await open();
      // A prefix per test: each starts with an empty buffer.
      const prefix = `views${randomUUID().slice(0, 8)}:`;
      const started: ServerProcess[] = [];
      for (let i = 0; i < 2; i++) {
        const state = await redisSharedState(server.url, { prefix });
        const views = new ViewCounter({ db, scheduler: noTimer, buffer: state.viewBuffer });
        started.push({ state, views, app: await socialTestApp(db, { views, shared: state }) });
      }
      processes = started as [ServerProcess, ServerProcess];
    });
    afterEach(async () => {
      for (const { app, state } of processes) {
        await app.close();
        await state.close().catch(() => state.crash());
      }
      await db.close();
    });

    const viewed = (id: number) => readColumn(db, 'videos', 'video_viewed', 'video_id', id);
    /** `n` views of `id` through `app`, each from its own address. */
    const post = async (app: FastifyInstance, id: number, n: number, net: string) => {
      for (let i = 0; i < n; i++)
        expect((await app.inject(viewFrom(id, `${net}.${i}`))).statusCode).toBe(200);
    };

    it('writes each view posted through two apps once, when both flush at the same time', async () => {
      const [a, b] = processes;
      const one = await insertVideo(db);
      const two = await insertVideo(db);
      await post(a.app, one, 5, '10.1.0');
      await post(b.app, one, 3, '10.2.0');
      await post(b.app, two, 4, '10.3.0');
      await Promise.all([a.views.flush(), b.views.flush()]);
      // Whichever took which view, each went to one flush only.
      expect(a.views.totals.flushed + b.views.totals.flushed).toBe(12);
      expect([await viewed(one), await viewed(two)]).toEqual([8, 4]);
      await Promise.all([a.views.flush(), b.views.flush()]);
      expect([await viewed(one), await viewed(two)]).toEqual([8, 4]);
    });

    it("loses no view of a server that crashed before its flush: another process's flush writes them", async () => {
      const [a, b] = processes;
      const id = await insertVideo(db);
      await post(a.app, id, 6, '10.4.0');
      // A later command on the same connection answers after the HINCRBYs sent before it,
      // as the views a killed server had sent are in Redis.
      await a.state.counters.read('sync', 'sync', 1000);
      a.state.crash();
      expect(await viewed(id)).toBe(0);
      await b.views.flush();
      expect(b.views.totals.flushed).toBe(6);
      expect(await viewed(id)).toBe(6);
    });

    it("an app's own counter buffers on its shared state's Redis: views posted through one are written by the other's close", async () => {
      const [a, b] = processes;
      const id = await insertVideo(db);
      // Apps whose counter is the one socialRoutes makes (app.shared.viewBuffer).
      const plain = [
        await socialTestApp(db, { shared: a.state }),
        await socialTestApp(db, { shared: b.state }),
      ];
      await post(plain[0] as FastifyInstance, id, 4, '10.5.0');
      await a.state.counters.read('sync', 'sync', 1000);
      await plain[1]?.close();
      expect(await viewed(id)).toBe(4);
      await plain[0]?.close();
      expect(await viewed(id)).toBe(4);
    });

    it('puts the views of a failed database write back on Redis for the next flush', async () => {
      const [a, b] = processes;
      const id = await insertVideo(db);
      const broken = new ViewCounter({
        db: {
          ...db,
          kysely: { transaction: () => ({ execute: () => Promise.reject(new Error('db down')) }) },
        } as unknown as Db,
        scheduler: noTimer,
        buffer: a.state.viewBuffer,
      });
      for (let i = 0; i < 3; i++) broken.add('videos', { id });
      await broken.flush();
      expect(broken.totals.failedFlushes).toBe(1);
      expect(await viewed(id)).toBe(0);
      await b.views.flush();
      expect(b.views.totals.flushed).toBe(3);
      expect(await viewed(id)).toBe(3);
    });
  });
});
