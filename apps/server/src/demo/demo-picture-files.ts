import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/connect.ts';
import { DEMO_PICTURES_PREFIX, type DemoPictureKind, demoPicture } from './demo-pictures.ts';

const ID_COLUMN = { models: 'model_id', channels: 'channel_id' } as const;

/** Files written at once: enough to overlap the disk's waits, few enough for any ulimit. */
const PARALLEL = 32;

/**
 * Writes the picture file of every demo performer and channel whose row names one
 * (`thumbnail` under DEMO_PICTURES_PREFIX) and whose file is missing under `mediaRoot`:
 * after a seed, and on each start, so a media root emptied by hand fills again. Returns how
 * many files it wrote. The file is the one the row names, with today's drawing of it (the
 * same bytes unless the drawing code changed since the seed). Each is written beside its
 * name and renamed: a reader never gets half a file.
 */
export async function writeDemoPictures(db: Db, mediaRoot: string): Promise<number> {
  let written = 0;
  for (const kind of ['models', 'channels'] as const satisfies readonly DemoPictureKind[]) {
    const rows = await db.kysely
      .selectFrom(kind)
      .select([`${ID_COLUMN[kind]} as id`, 'title', 'thumbnail'])
      .where('thumbnail', 'like', `${DEMO_PICTURES_PREFIX}${kind}/%`)
      .execute();
    const missing = rows
      .map((row) => ({ row, file: join(mediaRoot, row.thumbnail.slice('/media/'.length)) }))
      .filter(({ file }) => !existsSync(file));
    if (missing.length === 0) continue;
    await mkdir(join(mediaRoot, DEMO_PICTURES_PREFIX.slice('/media/'.length), kind), { recursive: true });
    for (let from = 0; from < missing.length; from += PARALLEL) {
      await Promise.all(
        missing.slice(from, from + PARALLEL).map(async ({ row, file }) => {
          const temporary = `${file}.${process.pid}.tmp`;
          await writeFile(temporary, demoPicture(kind, row.id, row.title).svg);
          await rename(temporary, file);
        }),
      );
    }
    written += missing.length;
  }
  return written;
}
