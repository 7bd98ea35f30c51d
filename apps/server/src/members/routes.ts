import { memberPath, membersPath, parseMemberFilter } from '@tubekit/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { registerJsonPath } from '../http/cached-json.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import { findMember } from './member-query.ts';
import { MEMBER_SEARCH_MAX } from './members-filter.ts';
import { listMembers } from './members-query.ts';

/** Options of the members plugin (the same for every domain plugin). */
export interface MemberRoutesOptions {
  db: Db;
  config?: Config;
  clock?: Clock;
}

/** `?search=` of the members list: one string of at most MEMBER_SEARCH_MAX characters. */
function searchOf(request: FastifyRequest): string {
  const value = (request.query as Record<string, unknown> | undefined)?.search;
  if (value === undefined) return '';
  if (typeof value !== 'string' || value.length > MEMBER_SEARCH_MAX)
    throw new ApiError('invalid_param', 'search');
  return value.trim();
}

/** The one member's profile path; members only (see the hooks below). */
const MEMBER_URL = '/json/member/*';

/**
 * GET json/members/{lifetime}/{section}/filt{filter}/{sort}/{count}/{page}.json[?search=]
 * and GET json/member/{lifetime}/profile/{thousand}/{user_id}.json (404 not_found).
 * A profile is for signed-in members only (spec section 2; the tab table in the README):
 * a visitor gets 401 not_logged_in, and the answer, the same for every member, may be kept
 * by the browser but not by a shared cache (`private`), which cannot tell members apart.
 */
export const memberRoutes: FastifyPluginAsync<MemberRoutesOptions> = async (app, { db }) => {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url === MEMBER_URL && !request.member) throw new ApiError('not_logged_in');
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url !== MEMBER_URL) return;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string')
      reply.header('cache-control', cacheControl.replace(/^public\b/, 'private'));
    reply.header('vary', 'Accept-Encoding, Cookie');
  });
  registerJsonPath(app, {
    url: '/json/members/*',
    shape: membersPath,
    query: ['search'],
    handler: async (params, request) => {
      const filter = parseMemberFilter(params.filter);
      if (!filter.ok) throw new ApiError('invalid_param', filter.field);
      const { lifetime: _, filter: __, ...rest } = params;
      return listMembers(db, { ...rest, filter: filter.value, search: searchOf(request) });
    },
  });
  registerJsonPath(app, {
    url: MEMBER_URL,
    shape: memberPath,
    handler: async (params) => {
      const member = await findMember(db, params.user_id);
      if (!member) throw new ApiError('not_found');
      return { member };
    },
  });
};
