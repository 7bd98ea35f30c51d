import type { Category } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';

/**
 * The category index: `toptn` lists the trending categories in rank order, `all` lists
 * every category A-Z. Categories are shared by all genders, so gender does not filter.
 */
export async function listCategories(
  db: Db,
  section: 'toptn' | 'all',
): Promise<{ categories: Category[]; total_count: number }> {
  let q = db.kysely
    .selectFrom('categories')
    .select(['category_id', 'dir', 'title', 'description', 'thumbnail', 'total_videos', 'toptn']);
  q =
    section === 'toptn'
      ? q.where('toptn', '>', 0).orderBy('toptn').orderBy('category_id')
      : q.orderBy('title');
  const categories = await q.execute();
  return { categories, total_count: categories.length };
}
