import type { ErrorAnswer, ErrorCode } from '@tubekit/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applySecurityHeaders } from './security-headers.ts';

/**
 * The one catalogue of error codes the server answers with (the contract's ERROR_CODES), and
 * the HTTP status of each. Every error answer has the spec's shape `{ error: true, code, field? }`.
 *
 * Soft answer codes (`already_voted`; a member's `already_subscribed` when accounts exist) answer 200: the spec's stat
 * calls answer `{ ok, error, code }` and the site turns the code into the notice
 * `notify.vote_<code>`, so they are outcomes of a valid request, not HTTP failures.
 */
export const ERROR_CATALOGUE = {
  invalid_path: { status: 400, description: 'The path does not match any known shape of its prefix.' },
  invalid_param: { status: 400, description: 'A path field or query parameter has a bad value (see field).' },
  bad_request: {
    status: 400,
    description:
      "Not a valid HTTP request (request line, a header); answered by Node's parser before any route.",
  },
  cross_site: {
    status: 403,
    description:
      'A state-changing request from another site (Sec-Fetch-Site or Origin); refused before any route.',
  },
  invalid_signature: { status: 403, description: 'A signed media URL whose signature does not match.' },
  expired_url: { status: 403, description: 'A signed media URL past its expiry time.' },
  not_found: { status: 404, description: 'No such object or path; the site replace-navigates to /404/.' },
  method_not_allowed: { status: 405, description: 'The path exists but not for this HTTP method.' },
  request_timeout: {
    status: 408,
    description:
      'The client took longer than the request timeout to send its request; the connection closes.',
  },
  payload_too_large: { status: 413, description: 'The request body is over the limit.' },
  unsupported_media_type: { status: 415, description: 'The request body has a content type we do not read.' },
  invalid_range: { status: 416, description: 'A Range header outside the media file.' },
  rate_limited: { status: 429, description: 'Too many requests of this kind; try again later.' },
  headers_too_large: {
    status: 431,
    description: "The request's headers are over Node's size limit; answered before any route.",
  },
  already_voted: { status: 200, description: 'The voter already voted on this object (soft answer).' },
  already_added: {
    status: 200,
    description:
      "input.php favourite/watch_later/bookmark add of an item already in the member's list, playlist.php add of a video already in the playlist (soft answer).",
  },
  list_full: {
    status: 200,
    description:
      "input.php favourite/watch_later/bookmark add to a member's list at LIBRARY_LIMITS.maxItems; playlist.php create or add at PLAYLIST_LIMITS (soft answer).",
  },
  no_permission: {
    status: 403,
    description:
      "json/library of another member's private list (watch later, history, bookmarks); playlist.php on another's playlist.",
  },
  required: {
    status: 400,
    description: 'comment.php / report.php: a required form field is empty (see field).',
  },
  max_length: {
    status: 400,
    description:
      'comment.php / report.php: a text over its limit (COMMENT_TEXT.max, REPORT_TEXT_MAX; see field).',
  },
  already_reported: {
    status: 200,
    description: 'report.php: this reporter already reported this item; not stored again (soft answer).',
  },
  not_logged_in: {
    status: 401,
    description: 'input.php subscribe/favourite without a signed-in member; the site opens the Login modal.',
  },
  already_subscribed: {
    status: 200,
    description: 'input.php subscribe: the member is already subscribed to this object (soft answer).',
  },
  cannot_subscribe_yourself: { status: 400, description: 'input.php subscribe: a member to their own page.' },
  friend_request_already_sent: {
    status: 200,
    description: 'social.php friend_request: this request is waiting for an answer already (soft answer).',
  },
  already_friends: {
    status: 200,
    description: 'social.php friend_request: the two are friends already (soft answer).',
  },
  not_friends: {
    status: 403,
    description: "social.php wall_post: only the wall's owner and their friends post there.",
  },
  blocked: {
    status: 403,
    description: 'social.php: one of the two members blocked the other (no message, request or wall post).',
  },
  forbidden: {
    status: 403,
    description: "social.php wall_delete: the post is neither on the member's wall nor theirs.",
  },
  invalid_token: {
    status: 401,
    description: 'GET /partners/stats.json or the partner page without a known partner token.',
  },
  internal: { status: 500, description: 'A server fault; never answered for bad input.' },
  unavailable: {
    status: 503,
    description:
      'Cluster mode: Redis, which holds what the request needs (a rate limit, the view gate, an upload lease), did not answer; Retry-After says when to try again.',
  },
} as const satisfies Record<ErrorCode, { status: number; description: string }>;

/** The wire shape of every error answer (the contract's ErrorAnswer). */
export type ErrorBody = ErrorAnswer;

/** Throw this from any handler: the error handler answers it with the catalogue status. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;

  constructor(code: ErrorCode, field?: string, message?: string) {
    super(message ?? (field ? `${code}: ${field}` : code));
    this.name = 'ApiError';
    this.code = code;
    if (field !== undefined) this.field = field;
  }

  /** Status from the catalogue. */
  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }

  toBody(): ErrorBody {
    return this.field === undefined
      ? { error: true, code: this.code }
      : { error: true, code: this.code, field: this.field };
  }
}

/** Maps a Fastify status to the nearest catalogue code (errors thrown by Fastify itself). */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'not_logged_in';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 408:
      return 'request_timeout';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 416:
      return 'invalid_range';
    case 429:
      return 'rate_limited';
    case 431:
      return 'headers_too_large';
    default:
      return 'invalid_param';
  }
}

/** Turns any thrown value into the status and body we answer. */
export function toErrorAnswer(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof ApiError) return { status: err.status, body: err.toBody() };
  const fe = err as Partial<FastifyError> | null;
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = codeForStatus(status);
    const field = fe?.validation?.[0]?.instancePath?.replace(/^\//, '') || undefined;
    return {
      status: ERROR_CATALOGUE[code].status === 200 ? 400 : ERROR_CATALOGUE[code].status,
      body: field ? { error: true, code, field } : { error: true, code },
    };
  }
  return { status: 500, body: { error: true, code: 'internal' } };
}

/** Seconds a client waits before it retries an `unavailable` answer: about one Redis reconnection. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Sends an error answer; error answers are never cached by browsers or CDNs. */
export function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  const { status, body } = toErrorAnswer(err);
  if (body.code === 'unavailable') reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
  return reply.code(status).header('cache-control', 'no-cache').type('application/json').send(body);
}

/**
 * Installs the error and not-found handlers so every failure answers `{error, code}`:
 * bad input a 4xx, never a stack trace; real faults are logged and answer `internal`.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toErrorAnswer(err);
    if (answer.status >= 500) request.log.error({ err }, 'request failed');
    return sendError(reply, err);
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, new ApiError('not_found')));
}

/**
 * Router errors with a code of their own. A segment over maxParamLength never gets here:
 * the ssr catch-all takes the path and answers 404.
 */
const FRAMEWORK_CODES: Record<string, ErrorCode | undefined> = { FST_ERR_BAD_URL: 'invalid_path' };

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL with bad
 * percent-encoding) answer the same `{error, code}` shape as everything else. Body errors
 * (bad JSON, an unknown content type, a body over the limit) reach the error handler with
 * their 4xx status.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const code = FRAMEWORK_CODES[error.code];
  // Fastify runs no hooks for these: the security headers' onSend hook never sees them.
  applySecurityHeaders(reply);
  sendError(reply, code ? new ApiError(code) : error);
}
