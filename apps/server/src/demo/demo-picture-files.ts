import type { Db } from '../db/connect.ts';
import type { FileStore } from '../storage/file-store.ts';
import { LocalStore } from '../storage/local-store.ts';
import { DEMO_PICTURES_PREFIX, type DemoPictureKind, demoPicture } from './demo-pictures.ts';

const ID_COLUMN = { models: 'model_id', channels: 'channel_id' } as const;

/** Files written at once: enough to overlap the disk's (or the bucket's) waits, few enough for any ulimit. */
const PARALLEL = 32;

/**
 * Writes the picture file of every demo performer and channel whose row names one
 * (`thumbnail` under DEMO_PICTURES_PREFIX) and whose file is missing from the media store
 * (the media root, or the bucket in cluster mode; a string is a media root): after a seed,
 * and on each start, so a media root emptied by hand fills again. What is there is found
 * with one listing per kind, not one look-up per row. Returns how many files it wrote. The
 * file is the one the row names, with today's drawing of it (the same bytes unless the
 * drawing code changed since the seed). A reader never gets half a file (FileStore.putBytes).
 */
export async function writeDemoPictures(db: Db, media: FileStore | string): Promise<number> {
  const store = typeof media === 'string' ? new LocalStore(media) : media;
  const keyPrefix = DEMO_PICTURES_PREFIX.slice('/media/'.length);
  let written = 0;
  for (const kind of ['models', 'channels'] as const satisfies readonly DemoPictureKind[]) {
    const rows = await db.kysely
      .selectFrom(kind)
      .select([`${ID_COLUMN[kind]} as id`, 'title', 'thumbnail'])
      .where('thumbnail', 'like', `${DEMO_PICTURES_PREFIX}${kind}/%`)
      .execute();
    if (rows.length === 0) continue;
    const present = new Set(await store.list(`${keyPrefix}${kind}`));
    const missing = rows
      .map((row) => ({ row, key: row.thumbnail.slice('/media/'.length) }))
      .filter(({ key }) => !present.has(key));
    for (let from = 0; from < missing.length; from += PARALLEL) {
      await Promise.all(
        missing
          .slice(from, from + PARALLEL)
          .map(({ row, key }) =>
            store.putBytes(key, demoPicture(kind, row.id, row.title).svg, 'image/svg+xml'),
          ),
      );
    }
    written += missing.length;
  }
  return written;
}
