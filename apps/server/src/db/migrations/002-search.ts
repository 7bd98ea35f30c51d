import { sql } from 'kysely';
import type { Migration } from './index.ts';

/**
 * The full-text index of videos (title, description, keywords, model names, category
 * titles), one row per video, keyed by video_id.
 * - SQLite: an FTS5 table `video_search` (rowid = video_id) with prefix indexes for
 *   as-you-type prefixes; relevance is bm25 with per-column weights.
 * - PostgreSQL: a table `video_search(video_id, title, document tsvector)` with a GIN
 *   index on the document (ts_rank) and a pg_trgm GIN index on the title (similarity,
 *   typo tolerance for short words).
 * Kept in sync by `rebuildSearchIndex` / `reindexVideos` (search/search-index.ts), not by
 * triggers: the text comes from four tables, and the seed loads a million rows at once.
 */
export const searchIndex: Migration = {
  name: '002-search',
  async up(db, dialect) {
    if (dialect === 'sqlite') {
      await sql`CREATE VIRTUAL TABLE video_search USING fts5(
        title, description, keywords, models, categories,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      )`.execute(db);
      return;
    }
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE TABLE video_search (
      video_id integer PRIMARY KEY,
      title text NOT NULL,
      document tsvector NOT NULL
    )`.execute(db);
    await sql`CREATE INDEX video_search_document ON video_search USING GIN (document)`.execute(db);
    await sql`CREATE INDEX video_search_title_trgm ON video_search USING GIN (title gin_trgm_ops)`.execute(
      db,
    );
  },
};
