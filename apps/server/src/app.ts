import Fastify, { type FastifyInstance } from 'fastify';
import { createCaptcha } from './accounts/captcha/create-captcha.ts';
import type { Mailer } from './accounts/mailer.ts';
import { installAccounts } from './accounts/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { TotalsCache } from './catalog/totals.ts';
import type { SharedState } from './cluster/shared-state.ts';
import { commentLimiter } from './comments/comment-limits.ts';
import { commentRoutes } from './comments/routes.ts';
import { friendCheck } from './community/relations.ts';
import { communityRoutes } from './community/routes.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { ReadReplicaOptions } from './db/read-replicas.ts';
import { withReadReplicas } from './db/read-replicas-app.ts';
import { embedRoutes } from './embed/routes.ts';
import { clientErrorHandler } from './http/client-error.ts';
import { type Clock, systemClock } from './http/clock.ts';
import { installCrossSiteRefusal } from './http/cross-site.ts';
import { frameworkErrors } from './http/errors.ts';
import { installHttp } from './http/install.ts';
import { installRateLimits, type RateLimits } from './http/rate-limit.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { REQUEST_TIMEOUTS, type RequestTimeouts, timeoutServerOptions } from './http/timeouts.ts';
import { libraryRoutes } from './library/routes.ts';
import { installMediaAccel } from './media/accel.ts';
import { mediaRoutes } from './media/routes.ts';
import { memberPhpRoutes } from './members/member-php.ts';
import { memberRoutes } from './members/routes.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { partnerPages, partnerRoutes } from './partners/routes.ts';
import { playlistRoutes } from './playlists/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { socialRoutes } from './social/routes.ts';
import { pageServerFactory } from './ssr/page-server.ts';
import { ssrRoutes } from './ssr/routes.ts';
import { fileStoresOf } from './storage/open-store.ts';
import { type UploadRoutesOptions, uploadRoutes } from './uploads/routes.ts';

/** What the app is built from; tests pass an in-memory database and a manual clock. */
export interface AppOptions {
  db: Db;
  config: Config;
  clock?: Clock;
  /** Fastify logger; off by default (tests), the start command turns it on. */
  logger?: boolean;
  /** How long a client may take to send a request; `REQUEST_TIMEOUTS` by default. */
  timeouts?: RequestTimeouts;
  /** Per-address limits, `RATE_LIMITS` by default; the API bench turns `jsond` off. */
  rateLimits?: Partial<RateLimits>;
  /** Account mail; made from the config (outbox files or SMTP_URL) when absent. */
  mailer?: Mailer;
  /**
   * What the server processes share (README "Processes"): the cluster's IPC state in a
   * server process; this process's own when absent.
   */
  shared?: SharedState;
  /** The read replicas' lag limit, probe interval and log (tests); defaults otherwise. */
  readReplicas?: Partial<Pick<ReadReplicaOptions, 'maxLagMs' | 'probeEveryMs' | 'log'>>;
  /**
   * The uploads' near-duplicate lookup and check tools (tests), and `queueCheck`, which
   * hands the checks to the job queue (`jobs/queue.ts`: the job process or `tubekit worker`);
   * without it this app runs the checks and start sweeps itself (tests, a single process).
   */
  uploads?: Pick<UploadRoutesOptions, 'nearDuplicates' | 'checkTools' | 'queueCheck'>;
}

/**
 * Builds the whole HTTP app with every domain plugin registered. It never listens: the
 * start command calls `listen()`, tests call `app.inject()`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  // The page fast path (ssr/page-fast-path.ts), off while requests are logged: it answers
  // before Fastify, so its answers would be missing from the log.
  const fastPath = options.logger ? undefined : { current: null };
  const app = Fastify({
    logger: options.logger ?? false,
    ...(fastPath ? { serverFactory: pageServerFactory(fastPath) } : {}),
    // Filter strings and dirs make long single segments; the default 100 would 404 them.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors,
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
    // Node's own 400/408/431 (before any route) answer {error, code} too.
    clientErrorHandler,
    ...timeoutServerOptions(options.timeouts ?? REQUEST_TIMEOUTS),
  });
  installHttp(app, clock, undefined, options.shared);
  // With DATABASE_REPLICA_URLS: db.reader() reads on the replicas, a recent writer's on the primary.
  const db = withReadReplicas(app, options.db, config, clock, options.readReplicas);
  // Before any route: the limiter reads a route's config.rateLimit when the route is added.
  await installRateLimits(app, { clock, ...(options.rateLimits ? { limits: options.rateLimits } : {}) });
  installCrossSiteRefusal(app, config.baseUrl);
  // nosniff, referrer policy and CSP on every answer; only the embed page may be framed by
  // other origins, everything else frame-ancestors 'self'.
  installSecurityHeaders(app);
  // Before the media routes: sendMediaFile reads it to hand checked files to nginx.
  installMediaAccel(app, config.mediaAccel, config.mediaRoot);
  // One totals cache for the catalogue and search, so one clear() forgets every count.
  const totals = new TotalsCache(clock);
  // Writes that must show at once call app.responseCache.clear(): forget the totals too.
  app.responseCache.onClear(() => totals.clear());
  // Root-level: its hook gives every route `request.member` from the session cookie.
  const captcha = createCaptcha({
    config,
    db,
    clock,
    onError: (err) => app.log.error({ err }, 'captcha provider unreachable'),
  });
  await installAccounts(app, {
    db,
    config,
    clock,
    captcha,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.register(catalogRoutes, { db, clock, totals });
  await app.register(searchRoutes, { db, clock, totals });
  await app.register(mediaRoutes, {
    db,
    mediaRoot: config.mediaRoot,
    store: fileStoresOf(config).media,
    secret: config.secret,
    clock,
    baseUrl: config.baseUrl,
  });
  await app.register(socialRoutes, { db, config, clock });
  // One comment limiter for comment.php and wall replies: both count in the same windows.
  const commentLimits = commentLimiter(app);
  await app.register(communityRoutes, { db, clock, commentLimits });
  await app.register(commentRoutes, { db, config, clock, commentLimits });
  await app.register(memberRoutes, { db, config, clock });
  // Friendships are the community's; the profile's tab rule and the library read them.
  const areFriends = friendCheck(db);
  await app.register(memberPhpRoutes, { db, config, clock, areFriends });
  await app.register(uploadRoutes, {
    db,
    config,
    clock,
    ...options.uploads,
  });
  await app.register(libraryRoutes, { db, areFriends });
  await app.register(playlistRoutes, { db, clock });
  await app.register(moderationRoutes, { db, config, clock });
  await app.register(partnerRoutes, { db, config, clock });
  await app.register(embedRoutes, {
    baseUrl: config.baseUrl,
    ads: config.ads,
    specialCampaigns: config.partners.specialCampaigns,
  });
  // Last: the site's catch-all HTML route must not shadow any API route.
  await app.register(ssrRoutes, {
    baseUrl: config.baseUrl,
    ads: config.ads,
    attribute: partnerPages({ db, config, clock }),
    pageCache: config.pageCache,
    secret: config.secret,
    ...(fastPath ? { fastPath } : {}),
  });
  return app;
}
