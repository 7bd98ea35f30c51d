/**
 * A partner campaign's numbers of one day (016, issue #24): counters only, so the table
 * holds no visitor, address or member, just what the campaign brought that UTC day.
 */
export interface PartnerStatsTable {
  /** The campaign id (`PARTNER_ID`: 1-32 of [A-Za-z0-9_-]). */
  campaign: string;
  /** The UTC day, `YYYY-MM-DD` (sorts and compares as text in both dialects). */
  day: string;
  /** Visits that started attributed to the campaign. */
  visits: number;
  /** Video pages shown. */
  views: number;
  /** Plays (the player's first frame). */
  plays: number;
  /** Ads that started playing. */
  ad_impressions: number;
  /** Accounts made. */
  signups: number;
}
