import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../db/connect.ts';
import { DEMO_PICTURES_PREFIX, type DemoPictureKind, demoPicture } from './demo-pictures.ts';

const ID_COLUMN = { models: 'model_id', channels: 'channel_id' } as const;

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
    for (const row of rows) {
      const file = join(mediaRoot, row.thumbnail.slice('/media/'.length));
      if (existsSync(file)) continue;
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, demoPicture(kind, row.id, row.title).svg);
      await rename(temporary, file);
      written += 1;
    }
  }
  return written;
}
