import type { Migration } from './index.ts';
import { addColumnWithDefault, createWithKey } from './table-builders.ts';

/**
 * What a start needs to recover from a kill at any moment:
 * - `app_meta`: small named values the server keeps about itself. The demo seed writes its
 *   completion marker there last (a catalogue without it is a seed that was interrupted),
 *   and a bulk load records there the indexes and triggers it turned off, so the next load
 *   can put back what a killed one could not.
 * - `media_jobs.interruptions`: attempts that ended because the worker itself died
 *   (process killed), not because the job failed. They are not counted against
 *   `max_attempts`, so a job is never failed for the server being restarted; `attempts`
 *   keeps growing on every claim because it is the fencing token.
 */
export const crashSafeStart: Migration = {
  name: '007-crash-safe-start',
  async up(db) {
    await createWithKey(db, 'app_meta', 'name', 'varchar(200)')
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await addColumnWithDefault(db, 'media_jobs', 'interruptions', 'integer', 0);
  },
};
