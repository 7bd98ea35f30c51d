import { COMMENT_ENDPOINTS, type CommentAnswer, type ReportAnswer } from '@tubekit/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Member } from '../accounts/sessions.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import { refuseOtherMethods } from '../http/other-methods.ts';
import { rateLimited, routeLimit } from '../http/rate-limit.ts';
import { createVisitors } from '../http/visitor.ts';
import { installFormBody } from '../social/form-body.ts';
import { forgetCachedComments } from './comment-cache.ts';
import { type CommentRequest, parseCommentRequest } from './comment-form.ts';
import { type CommentLimiter, commentLimiter, REPORT_LIMIT } from './comment-limits.ts';
import { addComment, commentable, deleteComment, findCommentRow } from './comment-store.ts';
import { parseReportRequest } from './report-form.ts';
import { queueReport, reportedItem } from './report-store.ts';

/** Options of the comments plugin. */
export interface CommentRoutesOptions {
  db: Db;
  /** The secret signs the visitor cookie of a visitor's report; https makes it Secure. */
  config: Pick<Config, 'secret'> & Partial<Pick<Config, 'baseUrl'>>;
  clock?: Clock;
  /** The app's one comment limiter (wall replies count in it too); a fresh one when absent. */
  commentLimits?: CommentLimiter;
}

/** The signed-in member, or 401 `not_logged_in` (the site shows its login prompt). */
function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw new ApiError('not_logged_in');
  return request.member;
}

/**
 * POST comment.php (a member adds a comment, or deletes their own; a moderator any) and
 * POST report.php (anyone reports a video or a comment to the moderation queue). Both are
 * behind the global cross-site refusal; answers are never cached. Needs installRateLimits
 * and the accounts hook (`request.member`) on the app first.
 */
export const commentRoutes: FastifyPluginAsync<CommentRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  if (!app.hasDecorator('rateLimits')) throw new Error('commentRoutes needs installRateLimits(app) first');
  const clock = options.clock ?? app.clock;
  const limits = options.commentLimits ?? commentLimiter(app);
  const visitors = createVisitors({
    secret: config.secret,
    secure: (config.baseUrl ?? '').startsWith('https:'),
  });
  const nowS = () => Math.floor(clock.now() / 1000);

  /** Adds a comment: the object must take comments, then the limits count it. */
  async function add(
    request: FastifyRequest,
    reply: FastifyReply,
    member: Member,
    form: CommentRequest & { act: 'add' },
  ) {
    if (!(await commentable(db, form.section, form.object_id))) throw new ApiError('not_found', 'object_id');
    const wait = await limits.take(request, member.user_id);
    if (wait > 0) throw rateLimited(reply, wait);
    const comment = await addComment(db, {
      section: form.section,
      objectId: form.object_id,
      userId: member.user_id,
      text: form.text,
      now: nowS(),
    });
    forgetCachedComments(app, form.section, form.object_id);
    return comment;
  }

  /** Deletes a comment: its author's own, or any for a moderator. */
  async function remove(member: Member, commentId: number): Promise<void> {
    const row = await findCommentRow(db, commentId);
    if (!row) throw new ApiError('not_found', 'comment_id');
    if (row.user_id !== member.user_id && member.role !== 'moderator')
      throw new ApiError('no_permission', 'comment_id');
    if (await deleteComment(db, row)) forgetCachedComments(app, row.section as 'videos', row.object_id);
  }

  installFormBody(app);
  app.post(`/${COMMENT_ENDPOINTS.comment}`, async (request, reply): Promise<CommentAnswer> => {
    reply.header('cache-control', 'no-store');
    // Who asks comes first: a visitor learns nothing about the fields or the object.
    const member = memberOf(request);
    const form = parseCommentRequest(request.body);
    if (form.act === 'add') return { ok: true, comment: await add(request, reply, member, form) };
    await remove(member, form.comment_id);
    return { ok: true };
  });
  refuseOtherMethods(app, `/${COMMENT_ENDPOINTS.comment}`);

  app.post(
    `/${COMMENT_ENDPOINTS.report}`,
    routeLimit(REPORT_LIMIT),
    async (request, reply): Promise<ReportAnswer> => {
      reply.header('cache-control', 'no-store');
      const form = parseReportRequest(request.body);
      const item = await reportedItem(db, form.section, form.object_id);
      if (!item) throw new ApiError('not_found', 'object_id');
      const reporter = request.member
        ? `u${request.member.user_id}`
        : `c${visitors.ensure(request, reply).id}`;
      const queued = await queueReport(db, {
        ...form,
        reporter,
        ipHash: visitors.ipHash(request),
        itemText: item.itemText,
        now: nowS(),
      });
      if (!queued) throw new ApiError('already_reported');
      return { ok: true };
    },
  );
  refuseOtherMethods(app, `/${COMMENT_ENDPOINTS.report}`);
};
