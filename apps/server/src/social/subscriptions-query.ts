import type { SubscriptionItem, SubscriptionsAnswer } from '@tubekit/contract';
import { isoDate } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';

/**
 * A user's subscriptions grouped by section, newest first, each with the title and dir
 * of what was subscribed to. Members have no dir: their user id (as text) stands in, the
 * same id the member pages use. Subscriptions to objects that no longer exist are dropped.
 */
export async function listSubscriptions(db: Db, userId: number): Promise<SubscriptionsAnswer> {
  const k = db.kysely;
  // Newest first; Kysely places ORDER BY after the joins each list adds.
  const mine = k
    .selectFrom('subscriptions as s')
    .where('s.user_id', '=', userId)
    .orderBy('s.added_date', 'desc')
    .orderBy('s.subscription_id', 'desc');
  const [channels, models, members] = await Promise.all([
    mine
      .where('s.section', '=', 'channels')
      .innerJoin('channels as c', 'c.channel_id', 's.object_id')
      .select(['s.object_id', 'c.dir', 'c.title', 'c.thumbnail', 's.added_date'])
      .execute(),
    mine
      .where('s.section', '=', 'models')
      .innerJoin('models as m', 'm.model_id', 's.object_id')
      .select(['s.object_id', 'm.dir', 'm.title', 'm.thumbnail', 's.added_date'])
      .execute(),
    mine
      .where('s.section', '=', 'members')
      .innerJoin('users as u', 'u.user_id', 's.object_id')
      .select(['s.object_id', 'u.username as title', 'u.avatar as thumbnail', 's.added_date'])
      .execute(),
  ]);
  const item = (row: Omit<SubscriptionItem, 'added_date'> & { added_date: number }): SubscriptionItem => ({
    ...row,
    added_date: isoDate(row.added_date),
  });
  const memberItems = members.map((m) => item({ ...m, dir: String(m.object_id) }));
  return {
    subscriptions: { channels: channels.map(item), models: models.map(item), members: memberItems },
    total_count: channels.length + models.length + memberItems.length,
  };
}
