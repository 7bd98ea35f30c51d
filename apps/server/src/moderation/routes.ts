import {
  DMCA_PATH,
  MODERATION_PATH,
  MODERATION_SECTIONS,
  type ModerationActAnswer,
  type ModerationDmcaAnswer,
  type ModerationHistoryAnswer,
  type ModerationQueueAnswer,
  type ModerationReportsAnswer,
  type ModerationSection,
} from '@tubekit/contract';
import type { FastifyPluginAsync } from 'fastify';
import { FORM_TOKEN_FIELD, FormTokens } from '../accounts/form-token.ts';
import { fieldsOf, idField, oneOfField, stringField } from '../comments/form-fields.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';
import { refuseOtherMethods } from '../http/other-methods.ts';
import { createVisitors } from '../http/visitor.ts';
import { installFormBody } from '../social/form-body.ts';
import { moderatorOf } from './access.ts';
import { parseModerationRequest } from './act-form.ts';
import { banMember } from './ban.ts';
import { registerDmcaRoute } from './dmca-route.ts';
import { formExpired } from './form-expired.ts';
import { HISTORY_ITEMS, historyOf } from './history.ts';
import { dismiss } from './inbox.ts';
import { openNotices, openReports } from './inbox-reads.ts';
import { moderationQueue } from './queue.ts';
import { showChanges } from './show-changes.ts';
import { actOnVideo } from './video-acts.ts';

/** Options of the moderation plugin. */
export interface ModerationRoutesOptions {
  db: Db;
  /** The secret signs the queue's media URLs and the form tokens; the base URL prefixes media and names this site's pages. */
  config: Pick<Config, 'secret' | 'baseUrl'>;
  clock?: Clock;
}

/** A section's answer. */
type SectionAnswer =
  | ModerationQueueAnswer
  | ModerationReportsAnswer
  | ModerationDmcaAnswer
  | ModerationHistoryAnswer;

/**
 * moderation.php (moderators only; the contract's moderation.ts) and dmca.php (anyone):
 * - GET moderation.php?section=queue|reports|dmca|history (`history` with `item` and
 *   `object_id`), `no-store`;
 * - POST moderation.php `act` + `csrf` (form `moderation`): approve, reject, dismiss,
 *   unpublish, delete, ban; each recorded with its effects in one transaction; approve,
 *   unpublish and delete then show at once in listings, search and the sitemap;
 * - POST dmca.php (dmca-route.ts).
 * Who asks comes first (401 `not_logged_in`, 403 `no_permission`), then the form token,
 * then the fields. Needs installRateLimits and the accounts hook (`request.member`) first.
 */
export const moderationRoutes: FastifyPluginAsync<ModerationRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  const clock = options.clock ?? app.clock;
  const nowS = () => Math.floor(clock.now() / 1000);
  const secure = config.baseUrl.startsWith('https:');
  const tokens = new FormTokens({ secret: config.secret, secure });
  const media = () => ({ secret: config.secret, now: clock.now(), baseUrl: config.baseUrl });
  installFormBody(app);

  async function section(query: unknown): Promise<SectionAnswer> {
    const fields = fieldsOf(query);
    const name: ModerationSection = oneOfField(fields, 'section', MODERATION_SECTIONS);
    switch (name) {
      case 'queue':
        return { items: await moderationQueue(db, media()) };
      case 'reports':
        return { reports: await openReports(db) };
      case 'dmca':
        return { notices: await openNotices(db) };
      case 'history': {
        const item = oneOfField(fields, 'item', HISTORY_ITEMS);
        const objectId = idField(fields, 'object_id');
        return { actions: (await historyOf(db, item, [objectId])).get(objectId) ?? [] };
      }
    }
  }

  app.get(`/${MODERATION_PATH}`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    moderatorOf(request);
    return section(request.query);
  });

  app.post(`/${MODERATION_PATH}`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const moderator = moderatorOf(request);
    if (!tokens.valid(request, stringField(fieldsOf(request.body), FORM_TOKEN_FIELD)))
      return formExpired(reply);
    const form = parseModerationRequest(request.body);
    const now = nowS();
    if (form.act === 'dismiss') await dismiss(db, moderator.user_id, form, now);
    else if (form.act === 'ban') await banMember(db, moderator.user_id, form, now);
    else {
      await actOnVideo(db, moderator.user_id, form, now);
      if (form.act !== 'reject') await showChanges(app, db, [form.video_id]);
    }
    const answer: ModerationActAnswer = { success: true };
    return answer;
  });
  refuseOtherMethods(app, `/${MODERATION_PATH}`, ['GET', 'POST']);

  registerDmcaRoute(app, {
    db,
    baseUrl: config.baseUrl,
    tokens,
    visitors: createVisitors({ secret: config.secret, secure }),
    now: nowS,
  });
  refuseOtherMethods(app, `/${DMCA_PATH}`);
};
