import type { PartnerStatsDay } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';

/** The counters of a campaign's day, as the table and the stats answer name them. */
export const PARTNER_COUNTERS = ['visits', 'views', 'plays', 'ad_impressions', 'signups'] as const;
export type PartnerCounter = (typeof PARTNER_COUNTERS)[number];

/** One campaign's numbers of one UTC day (the stats answer's rows). */
export type PartnerDay = PartnerStatsDay;

/** The UTC day of a time in ms, `YYYY-MM-DD`. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const ZERO = { visits: 0, views: 0, plays: 0, ad_impressions: 0, signups: 0 };

/**
 * Adds one to `counter` of `campaign` today (UTC): the day's row is made on its first event
 * and added to in place after, one statement in either dialect (ON CONFLICT DO UPDATE).
 */
export async function countPartnerEvent(
  db: Db,
  clock: Clock,
  campaign: string,
  counter: PartnerCounter,
): Promise<void> {
  await db.kysely
    .insertInto('partner_stats')
    .values({ campaign, day: utcDay(clock.now()), ...ZERO, [counter]: 1 })
    .onConflict((oc) =>
      oc
        .columns(['campaign', 'day'])
        .doUpdateSet((eb) => ({ [counter]: eb(`partner_stats.${counter}`, '+', 1) })),
    )
    .execute();
}

/** The days from `from` to `to` (inclusive, `YYYY-MM-DD`) of `campaigns`, by campaign then day. */
export async function readPartnerStats(
  db: Db,
  campaigns: readonly string[],
  from: string,
  to: string,
): Promise<PartnerDay[]> {
  if (campaigns.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('partner_stats')
    .select(['campaign', 'day', ...PARTNER_COUNTERS])
    .where('campaign', 'in', [...campaigns])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('campaign')
    .orderBy('day')
    .execute();
  // PostgreSQL's driver may hand integers back as strings in some setups: numbers out.
  return rows.map((r) => ({
    campaign: r.campaign,
    day: r.day,
    visits: Number(r.visits),
    views: Number(r.views),
    plays: Number(r.plays),
    ad_impressions: Number(r.ad_impressions),
    signups: Number(r.signups),
  }));
}
