import type { Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

// Its row in `app_meta` (migration 007).
const NAME = 'demo_seed_complete';

/** What the completion marker of the demo seed records. */
export interface SeedMarker {
  videos: number;
  /** Unix seconds. */
  completedAt: number;
}

/**
 * The demo seed's completion marker, or null. Only this says a catalogue is whole: a seed
 * killed after its videos (the issue's `[seed] catalogue videos 5000/5000`) leaves videos
 * without tags, lists or search index, and "has videos" took that for a finished seed.
 */
export async function readSeedMarker(db: Db): Promise<SeedMarker | null> {
  const row = await db.kysely
    .selectFrom('app_meta')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as SeedMarker) : null;
}

/** Writes the marker; the seed calls it after its last step (search index, lists, sequences). */
export async function writeSeedMarker(db: Db, marker: SeedMarker): Promise<void> {
  const value = JSON.stringify(marker);
  await db.kysely
    .insertInto('app_meta')
    .values({ name: NAME, value, updated_at: marker.completedAt })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: marker.completedAt }))
    .execute();
}

/** Deletes the marker, inside the transaction that starts clearing the catalogue. */
export async function deleteSeedMarker(trx: Kysely<Database>): Promise<void> {
  await trx.deleteFrom('app_meta').where('name', '=', NAME).execute();
}
