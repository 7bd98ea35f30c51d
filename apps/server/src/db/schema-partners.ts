import type { PartnerStatsDay } from '@tubekit/contract';

/**
 * A partner campaign's numbers of one day (016, issue #24): counters only, so the table
 * holds no visitor, address or member, just what the campaign brought that UTC day. A row
 * is what `GET /partners/stats.json` answers for the day: the campaign (`PARTNER_ID`), the
 * UTC day as `YYYY-MM-DD` (sorts and compares as text in both dialects), visits started
 * attributed to it, video pages shown, plays (first frames), ads started, accounts made.
 */
export type PartnerStatsTable = PartnerStatsDay;
