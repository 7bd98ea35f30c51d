import { VIDEO_STATUS } from '@tubekit/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { VideoFilter } from './videos-query.ts';

// Both link tables have the same key columns; one builder type for either keeps this short.
type LinkQuery = SelectQueryBuilder<Database, 'video_models', object>;

/**
 * A model's or a category's latest videos straight from its link table: the link rows
 * carry copies of their video's post_date, status_id, gender and is_private (migration
 * 004), so the filter and the order are one range of `<table>_listed` and a page 5 reads
 * 120 index entries instead of walking the catalogue's date index and probing the link
 * table for each video. Null when the listing needs a key the link rows do not copy (any
 * other sort, the hd/vr type, a duration or a date filter): those keep the videos-index plan.
 */
export function sectionLinks(db: Db, f: VideoFilter, sort: string): LinkQuery | null {
  if (sort !== 'latest-updates' || f.type !== 'all' || f.duration !== 0 || f.date !== 'all') return null;
  if (f.section !== 'models' && f.section !== 'categories') return null;
  const key = f.objectKey ?? 0;
  const base =
    f.section === 'models'
      ? db.kysely.selectFrom('video_models').where('model_id', '=', key)
      : db.kysely.selectFrom('video_categories').where('category_id', '=', key);
  return (base as LinkQuery)
    .where('status_id', '=', VIDEO_STATUS.active)
    .where('gender', '=', f.gender)
    .where('is_private', '=', 0);
}
