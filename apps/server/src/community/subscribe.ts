import { type StatAnswer, SUBSCRIBE_SECTIONS, type SubscribeSection } from '@tubekit/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import { idOfRef, parseObjectRef, STAT_TARGETS } from '../social/stat-targets.ts';
import { formField } from './social-request.ts';

/** input.php `act=subscribe|unsubscribe` after validation. */
export interface SubscribeRequest {
  act: 'subscribe' | 'unsubscribe';
  section: SubscribeSection;
  /** The object's row id, found from its id or dir. */
  objectId: number;
}

/**
 * Reads `section` (channels, models, members) and `object_id` (an id, or a dir for channels
 * and models) and finds the object: 400 invalid_param for a bad field, 404 not_found for an
 * object that does not exist.
 */
export async function parseSubscribe(
  db: Db,
  act: SubscribeRequest['act'],
  body: unknown,
): Promise<SubscribeRequest> {
  const fields = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const section = formField(fields, 'section');
  if (section === undefined || !(SUBSCRIBE_SECTIONS as readonly string[]).includes(section))
    throw new ApiError('invalid_param', 'section');
  const target = STAT_TARGETS[section as SubscribeSection];
  if (!target) throw new ApiError('invalid_param', 'section');
  const raw = formField(fields, 'object_id');
  const ref = raw === undefined ? null : parseObjectRef(target, raw);
  if (!ref) throw new ApiError('invalid_param', 'object_id');
  const objectId = await idOfRef(db.kysely, target, ref);
  if (objectId === null) throw new ApiError('not_found', 'object_id');
  return { act, section: section as SubscribeSection, objectId };
}

/** The row whose `subscribers` counter a subscription moves. */
function counterOf(section: SubscribeSection) {
  const target = STAT_TARGETS[section];
  if (!target) throw new Error(`no stat target for ${section}`);
  return target;
}

/**
 * Subscribes or unsubscribes `me`, keeping the object's `subscribers` counter in step in
 * the same transaction. Subscribing twice answers `already_subscribed` (the unique index
 * decides a race); unsubscribing what one is not subscribed to is `{ok}` (the state asked
 * for holds); a member never subscribes to themselves (`cannot_subscribe_yourself`).
 */
export async function changeSubscription(
  db: Db,
  me: number,
  request: SubscribeRequest,
  now: number,
): Promise<StatAnswer> {
  const { section, objectId } = request;
  if (request.act === 'subscribe' && section === 'members' && objectId === me)
    throw new ApiError('cannot_subscribe_yourself', 'object_id');
  const target = counterOf(section);
  const moved = await db.kysely.transaction().execute(async (trx) => {
    if (request.act === 'subscribe') {
      const inserted = await trx
        .insertInto('subscriptions')
        .values({ user_id: me, section, object_id: objectId, added_date: now })
        .onConflict((oc) => oc.columns(['user_id', 'section', 'object_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    } else {
      const deleted = await trx
        .deleteFrom('subscriptions')
        .where('user_id', '=', me)
        .where('section', '=', section)
        .where('object_id', '=', objectId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return 0;
    }
    const step = request.act === 'subscribe' ? 1 : -1;
    const column = sql.ref('subscribers');
    await sql`UPDATE ${sql.table(target.table)} SET subscribers = CASE WHEN ${column} + ${step} < 0 THEN 0 ELSE ${column} + ${step} END
      WHERE ${sql.ref(target.idColumn)} = ${objectId}`.execute(trx);
    return step;
  });
  if (moved === null) throw new ApiError('already_subscribed');
  return { ok: true };
}

/** Whether `me` is subscribed to the object. */
export async function isSubscribed(
  db: Db,
  me: number,
  section: SubscribeSection,
  objectId: number,
): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('subscriptions')
    .select('subscription_id')
    .where('user_id', '=', me)
    .where('section', '=', section)
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * input.php `act=subscribe|unsubscribe`: a visitor gets 401 not_logged_in (the site opens
 * the Login modal) before any field is read, a member's call is validated and carried out.
 */
export async function answerSubscribe(
  db: Db,
  request: FastifyRequest,
  act: SubscribeRequest['act'],
  clock: Clock,
): Promise<StatAnswer> {
  if (!request.member) throw new ApiError('not_logged_in');
  const call = await parseSubscribe(db, act, request.body);
  return changeSubscription(db, request.member.user_id, call, Math.floor(clock.now() / 1000));
}
