import { VIDEO_STATUS } from '@tubekit/contract';
import { mediaImages } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';
import { THUMBS_COUNT } from '../media/screenshots.ts';

/**
 * Gives every category a tile: one of the pipeline's card stills of its most popular public
 * video that has media (`/media/{id}/thumbs/{n}.jpg`), the still picked by the category id so
 * categories sharing a clip of the small demo pool still look different. A category without
 * such a video keeps an empty thumbnail (the site shows its title alone). Returns how many
 * categories got a tile.
 */
export async function setCategoryTiles(db: Db): Promise<number> {
  const rows = await db.kysely
    .selectFrom('categories as c')
    .select((eb) => [
      'c.category_id',
      eb
        .selectFrom('video_categories as vc')
        .innerJoin('videos as v', 'v.video_id', 'vc.video_id')
        .select('v.media_id')
        .whereRef('vc.category_id', '=', 'c.category_id')
        .where('v.status_id', '=', VIDEO_STATUS.active)
        .where('v.is_private', '=', 0)
        .where('v.media_id', 'is not', null)
        .orderBy('v.popularity', 'desc')
        .orderBy('v.video_id')
        .limit(1)
        .as('media_id'),
    ])
    .execute();
  const tiles = rows.flatMap((r) => {
    if (r.media_id === null) return [];
    const { thumbs } = mediaImages(r.media_id, THUMBS_COUNT);
    return [{ id: r.category_id, thumbnail: thumbs[r.category_id % THUMBS_COUNT] as string }];
  });
  await db.kysely.transaction().execute(async (trx) => {
    for (const tile of tiles)
      await trx
        .updateTable('categories')
        .set({ thumbnail: tile.thumbnail })
        .where('category_id', '=', tile.id)
        .execute();
  });
  return tiles.length;
}
