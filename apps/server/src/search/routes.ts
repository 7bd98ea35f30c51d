import { SEARCH, searchParams, suggesterPath } from '@tubekit/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { topLists } from '../catalog/top-lists.ts';
import { TotalsCache } from '../catalog/totals.ts';
import type { Db } from '../db/connect.ts';
import { answerCached, registerJsonPath, sendJson } from '../http/cached-json.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import { searchVideos } from './search-query.ts';
import { SuggestIndex } from './suggest-index.ts';

/** Options of the search plugin. */
export interface SearchOptions {
  db: Db;
  clock: Clock;
  /** Shared with the catalogue (see buildApp); made here when absent. */
  totals?: TotalsCache;
}

/** One query-string value: a single string, or a 400 naming the parameter. */
function queryString(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string') throw new ApiError('invalid_param', name);
  return value;
}

/** The text of a search or suggestion: trimmed, at most 69 characters (spec section 5). */
function searchText(request: FastifyRequest, name: string, minExclusive: number): string {
  const text = queryString(request, name).trim();
  if (text.length <= minExclusive || text.length > SEARCH.maxLength)
    throw new ApiError('invalid_param', name);
  return text;
}

/**
 * Search and suggestions: GET videos2.php?params=...&s=... (section=search, relevance and
 * every video sort), GET suggester.php?c=... (grouped suggestions, no-cache), and
 * GET json/suggester/{lifetime}/{count}.json (the top lists of the empty overlay).
 */
export const searchRoutes: FastifyPluginAsync<SearchOptions> = async (app, opts) => {
  const { db, clock } = opts;
  const totals = opts.totals ?? new TotalsCache(clock);
  const suggestions = new SuggestIndex(db, clock);

  app.get('/videos2.php', async (request, reply) => {
    const parsed = searchParams.parse(queryString(request, 'params'));
    if (!parsed.ok) throw new ApiError(parsed.error.code, parsed.error.field);
    const p = parsed.value;
    const text = searchText(request, 's', SEARCH.minLengthExclusive);
    return answerCached(
      request,
      reply,
      p.lifetime,
      async () => {
        // Search covers the whole catalogue of the gender (the shape refuses an object id).
        const filter = {
          gender: p.gender,
          section: '',
          objectKey: null,
          type: p.type,
          duration: p.duration,
        } as const;
        const now = Math.floor(clock.now() / 1000);
        return searchVideos(
          db.reader(),
          totals,
          text,
          { ...filter, date: p.date, now },
          p.sort,
          p.page,
          p.count,
        );
      },
      // The answer depends on these two query keys only: others must not split the cache.
      ['params', 's'],
    );
  });

  app.get('/suggester.php', async (request, reply) => {
    const text = searchText(request, 'c', 0);
    // Typed text changes every keystroke: no shared caching, the ETag still saves bytes.
    return sendJson(reply, await suggestions.suggest(text), 0);
  });

  registerJsonPath(app, {
    url: '/json/suggester/*',
    shape: suggesterPath,
    handler: (p) => topLists(db.reader(), p.count),
  });
};
