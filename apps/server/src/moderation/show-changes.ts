import type { FastifyInstance } from 'fastify';
import { refreshCatalogCounters } from '../catalog/counters.ts';
import type { Db } from '../db/connect.ts';
import { reindexVideos } from '../search/search-index.ts';

/**
 * After a video entered or left the listings (approve, unpublish, delete): recounts the
 * categories, models, keywords and channel it links to, re-indexes it for search (the upload
 * may have indexed it before its details were final; the search reads the status at query
 * time), then clears the response cache, whose listeners forget the catalogue's totals: the
 * listings, search, the sitemap (read through the API in-process) and the video's own page
 * answer the new state on the next request.
 */
export async function showChanges(app: FastifyInstance, db: Db, videoIds: number[]): Promise<void> {
  await refreshCatalogCounters(db, videoIds);
  await reindexVideos(db, videoIds);
  app.responseCache.clear();
}
