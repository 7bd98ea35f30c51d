import {
  commentsPath,
  playlistPath,
  playlistsPath,
  type StatAnswer,
  subscriptionsPath,
} from '@tubekit/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { registerJsonPath } from '../http/cached-json.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import { listComments } from './comments-query.ts';
import { installFormBody } from './form-body.ts';
import { findPlaylist, listPlaylists } from './playlists-query.ts';
import { parseStatRequest } from './stat-request.ts';
import { listSubscriptions } from './subscriptions-query.ts';
import { type Scheduler, ViewCounter } from './view-counter.ts';
import { castVote, visitorVoter } from './votes.ts';

/** Options of the social plugin. */
export interface SocialRoutesOptions {
  db: Db;
  config: Pick<Config, 'secret'>;
  clock?: Clock;
  /** A view counter to use (tests hold it to flush by hand); made here otherwise. */
  views?: ViewCounter;
  /** Flush period of the view counter made here; 10 s by default. */
  viewFlushMs?: number;
  scheduler?: Scheduler;
}

/**
 * Comments, playlists and subscriptions JSON paths, and POST input.php (views, votes,
 * subscribe, favourite). The view counter is flushed once more when the app closes.
 */
export const socialRoutes: FastifyPluginAsync<SocialRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  const clock = options.clock ?? app.clock;
  const views =
    options.views ??
    new ViewCounter({
      db,
      ...(options.viewFlushMs === undefined ? {} : { intervalMs: options.viewFlushMs }),
      ...(options.scheduler === undefined ? {} : { scheduler: options.scheduler }),
      onError: (err) => app.log.error({ err }, 'view flush failed'),
    });
  app.addHook('onClose', () => views.close());

  registerJsonPath(app, {
    url: '/json/comments/*',
    shape: commentsPath,
    handler: (params) => listComments(db, params.section, params.object_id),
  });
  registerJsonPath(app, {
    url: '/json/playlists/*',
    shape: playlistsPath,
    handler: ({ lifetime: _, ...query }) => listPlaylists(db, query),
  });
  registerJsonPath(app, {
    url: '/json/playlist/*',
    shape: playlistPath,
    handler: async (params) => {
      const answer = await findPlaylist(db, params.id);
      if (!answer) throw new ApiError('not_found');
      return answer;
    },
  });
  registerJsonPath(app, {
    url: '/json/subscriptions/*',
    shape: subscriptionsPath,
    handler: (params) => listSubscriptions(db, params.object_id),
  });

  installFormBody(app);
  app.post('/input.php', async (request: FastifyRequest, reply): Promise<StatAnswer> => {
    reply.header('cache-control', 'no-store');
    const stat = parseStatRequest(request.body);
    switch (stat.act) {
      case 'view':
        // user_id is accepted but not trusted until sessions exist (accounts are a later issue).
        views.add(stat.section, stat.ref, { nogeo: stat.nogeo });
        return { ok: true };
      case 'vote': {
        const voter = visitorVoter(config.secret, request.ip, String(request.headers['user-agent'] ?? ''));
        const now = Math.floor(clock.now() / 1000);
        const result = await castVote(db, {
          section: stat.section,
          ref: stat.ref,
          vote: stat.vote,
          voter,
          now,
        });
        if (!result.ok) throw new ApiError(result.code);
        return { ok: true, statistics: result.statistics };
      }
      default:
        // No sessions yet: every subscribe and favourite comes from a visitor.
        throw new ApiError('not_logged_in');
    }
  });
  app.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    url: '/input.php',
    handler: (_request, reply) => {
      reply.header('allow', 'POST');
      throw new ApiError('method_not_allowed');
    },
  });
};
