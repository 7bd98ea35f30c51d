import { commentsPath, type StatAnswer, subscriptionsPath } from '@tubekit/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { answerSubscribe } from '../community/subscribe.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { writesNothingShown } from '../db/read-your-writes.ts';
import { registerJsonPath } from '../http/cached-json.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import { refuseOtherMethods } from '../http/other-methods.ts';
import { rateLimited, routeLimit } from '../http/rate-limit.ts';
import { createVisitors } from '../http/visitor.ts';
import { answerLibraryStat, isLibraryAct } from '../library/library-stat.ts';
import { commentsPage, listComments } from './comments-query.ts';
import { installFormBody } from './form-body.ts';
import { parseStatRequest, type StatRequest } from './stat-request.ts';
import { listSubscriptions } from './subscriptions-query.ts';
import { type Scheduler, ViewCounter } from './view-counter.ts';
import { voteClears } from './vote-clears.ts';
import { castVote, forgetVoteAddresses, visitorVoter } from './votes.ts';

type ViewStat = Extract<StatRequest, { act: 'view' }>;
type VoteStat = Extract<StatRequest, { act: 'vote' }>;

/** Options of the social plugin. */
export interface SocialRoutesOptions {
  db: Db;
  /** The secret signs the visitor cookie; an https base URL makes it Secure. */
  config: Pick<Config, 'secret'> & Partial<Pick<Config, 'baseUrl'>>;
  clock?: Clock;
  /** A view counter to use (tests hold it to flush by hand); made here otherwise. */
  views?: ViewCounter;
  /** Flush period of the view counter made here; 10 s by default. */
  viewFlushMs?: number;
  scheduler?: Scheduler;
}

/**
 * Comments and subscriptions JSON paths (playlists: playlists/), and POST input.php (views, votes,
 * subscribe, favourite). The view counter is flushed once more when the app closes.
 *
 * input.php counts people, not requests (issue #25): each caller is its signed visitor
 * cookie (issued on the first call without a valid one) and its address; a view counts once
 * per visitor and object and per address and object in 30 minutes (`ViewGate`), a vote once
 * per visitor and object and per address and object in a day, under a cap of votes per
 * address per hour (`castVote`); every call is limited per address (`RATE_LIMITS.input`).
 * Needs `installRateLimits` on the app first.
 */
export const socialRoutes: FastifyPluginAsync<SocialRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  if (!app.hasDecorator('rateLimits')) throw new Error('socialRoutes needs installRateLimits(app) first');
  const limits = app.rateLimits;
  const clock = options.clock ?? app.clock;
  const visitors = createVisitors({
    secret: config.secret,
    secure: (config.baseUrl ?? '').startsWith('https:'),
  });
  // The view gate is the server processes' shared one (app.shared: README "Processes").
  const gate = app.shared.views;
  // Address rows past their window are deleted on a vote, at most once an hour.
  let forgottenAt = 0;
  const views =
    options.views ??
    new ViewCounter({
      db,
      // Redis in cluster mode (every process's views in one place); else this process's memory.
      ...(app.shared.viewBuffer ? { buffer: app.shared.viewBuffer } : {}),
      ...(options.viewFlushMs === undefined ? {} : { intervalMs: options.viewFlushMs }),
      ...(options.scheduler === undefined ? {} : { scheduler: options.scheduler }),
      onError: (err) => app.log.error({ err }, 'view flush failed'),
    });
  app.addHook('onClose', () => views.close());

  registerJsonPath(app, {
    url: '/json/comments/*',
    shape: commentsPath,
    query: ['page'],
    handler: async (params, request) => {
      const page = commentsPage(request.query);
      if (page === null) throw new ApiError('invalid_param', 'page');
      return listComments(db, params.section, params.object_id, page);
    },
  });
  // json/playlists and json/playlist: the playlists plugin (playlists/), with the member's writes.
  registerJsonPath(app, {
    url: '/json/subscriptions/*',
    shape: subscriptionsPath,
    handler: (params) => listSubscriptions(db, params.object_id),
  });

  /** A view: counted when neither this visitor nor this address counted one here lately. */
  async function view(request: FastifyRequest, reply: FastifyReply, stat: ViewStat): Promise<StatAnswer> {
    // user_id is accepted but not trusted until sessions exist (accounts are a later issue).
    const visitor = visitors.ensure(request, reply);
    if (!views.counts(stat.section)) return { ok: true };
    const object = `${stat.section}\t${'id' in stat.ref ? `i${stat.ref.id}` : `d${stat.ref.dir}`}`;
    // Not counted is still {ok: true}: the site ignores the answer of a view.
    if (await gate.admit([`v${visitor.id}\t${object}`, `a${visitors.ipHash(request)}\t${object}`]))
      views.add(stat.section, stat.ref, { nogeo: stat.nogeo });
    return { ok: true };
  }

  /** A vote: once per visitor and per address and object, under the hourly cap per address. */
  const votesShown = voteClears(() => app.responseCache.clear(), clock);

  async function vote(request: FastifyRequest, reply: FastifyReply, stat: VoteStat): Promise<StatAnswer> {
    const visitor = visitors.ensure(request, reply);
    const now = Math.floor(clock.now() / 1000);
    const result = await castVote(db, {
      section: stat.section,
      ref: stat.ref,
      vote: stat.vote,
      voter: visitorVoter(visitor.id),
      ipHash: visitors.ipHash(request),
      cap: limits.votes,
      now,
    });
    if (result.ok && now - forgottenAt >= 3600) {
      forgottenAt = now;
      // Housekeeping: a failure is logged, never the answer to a vote that counted.
      await forgetVoteAddresses(db, now).catch((err) =>
        request.log.error({ err }, 'forgetting vote addresses failed'),
      );
    }
    if (result.ok) {
      // The rating shows on every page listing the object: the answers and pages built from
      // the old count go (issue #21), at most once per window however many votes come.
      votesShown();
      return { ok: true, statistics: result.statistics };
    }
    if (result.code === 'rate_limited') throw rateLimited(reply, result.retryAfterS);
    throw new ApiError(result.code);
  }

  installFormBody(app);
  app.post('/input.php', routeLimit(limits.input), async (request, reply): Promise<StatAnswer> => {
    reply.header('cache-control', 'no-store');
    const stat = parseStatRequest(request.body);
    switch (stat.act) {
      case 'view':
        writesNothingShown(request);
        return view(request, reply, stat);
      case 'vote':
        return vote(request, reply, stat);
      default:
        // A member's subscriptions to channels, models and members: community/.
        if (stat.act === 'subscribe' || stat.act === 'unsubscribe')
          return answerSubscribe(db, request, stat.act, clock);
        // The member's library (favourite, watch_later, history, bookmark): library/.
        if (isLibraryAct(stat.act))
          return answerLibraryStat(db, request, stat.act, Math.floor(clock.now() / 1000));
        // No sessions yet: every subscribe comes from a visitor.
        throw new ApiError('not_logged_in');
    }
  });
  refuseOtherMethods(app, '/input.php');
};
