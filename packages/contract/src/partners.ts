/**
 * Partner campaigns (issue #24, docs/partners.md): the beacon the site and the embed send
 * for an attributed visitor, and the partners' stats answer.
 */

/** Where the client reports a campaign's view, play or ad impression (same-site POST, JSON). */
export const PARTNER_BEACON_PATH = '/partners/beacon';

/** What a beacon reports: a video page shown, a play (first frame), an ad that started. */
export type PartnerBeaconEvent = 'view' | 'play' | 'ad_impression';

/** The beacon's JSON body; without `campaign` the server uses the campaign cookie. */
export interface PartnerBeacon {
  event: PartnerBeaconEvent;
  campaign?: string;
}

/** One campaign's numbers of one UTC day. */
export interface PartnerStatsDay {
  campaign: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  visits: number;
  views: number;
  plays: number;
  ad_impressions: number;
  signups: number;
}

/** GET /partners/stats.json: the token's campaigns, the span read, and its days with any number. */
export interface PartnerStatsAnswer {
  campaigns: string[];
  from: string;
  to: string;
  days: PartnerStatsDay[];
}

/**
 * Sends a beacon without waiting (keepalive: it survives the page unloading); nothing when
 * there is no campaign, and a failure is ignored (the numbers are best effort).
 */
export function sendPartnerBeacon(event: PartnerBeaconEvent, campaign: string | null | undefined): void {
  if (!campaign) return;
  const body: PartnerBeacon = { event, campaign };
  fetch(PARTNER_BEACON_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {});
}
