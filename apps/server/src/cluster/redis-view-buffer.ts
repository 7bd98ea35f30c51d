import type { Redis } from 'ioredis';
import type { ViewBuffer } from '../social/view-buffer.ts';
import { TAKE_VIEWS } from './redis-scripts.ts';

/**
 * The views buffer of cluster mode (README "Processes"): one hash per site on Redis
 * (`keys.views`), so views outlive the server that counted them (a kill -9 loses none: the
 * next flush of any process writes them) and the views of every machine wait in one place.
 * A view is one HINCRBY; a take is one script (HGETALL then DEL), so of two processes that
 * flush at once each view goes to one only; a batch whose database write failed goes back
 * with HINCRBY. A crash between a take and its database write loses that batch (at most
 * one flush's views, the window of one transaction): writing it twice is what the other
 * choice (keeping it until written) would risk, and a count must not double.
 */
export function redisViewBuffer(commands: Redis, key: string, onError: (err: unknown) => void): ViewBuffer {
  const sending = new Set<Promise<void>>();
  let added = new Set<string>();
  let addedViews = 0;

  return {
    add(field, n) {
      added.add(field);
      addedViews += n;
      const sent: Promise<void> = commands
        .hincrby(key, field, n)
        .then(() => {}, onError)
        .finally(() => sending.delete(sent));
      sending.add(sent);
    },
    async take() {
      // This process's views sent so far are in the hash before it is taken.
      await Promise.all(sending);
      const flat = (await TAKE_VIEWS(commands, [key], [])) as string[];
      added = new Set();
      addedViews = 0;
      const batch = new Map<string, number>();
      for (let i = 0; i + 1 < flat.length; i += 2) batch.set(flat[i] as string, Number(flat[i + 1]));
      return batch;
    },
    async putBack(batch) {
      const pipeline = commands.multi();
      for (const [field, n] of batch) pipeline.hincrby(key, field, n);
      await pipeline.exec();
      for (const [field, n] of batch) {
        added.add(field);
        addedViews += n;
      }
    },
    get pending() {
      return added.size;
    },
    get pendingViews() {
      return addedViews;
    },
  };
}
