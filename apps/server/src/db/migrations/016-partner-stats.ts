import type { Migration } from './index.ts';
import { createWithCompositeKey } from './table-builders.ts';

/**
 * Partner numbers (issue #24): one row per campaign and UTC day of counters that the server
 * adds to in place (an upsert per event), so reading a partner's month is at most 31 rows a
 * campaign, and nothing personal is ever stored.
 */
export const partnerStats: Migration = {
  name: '016-partner-stats',
  async up(db) {
    await createWithCompositeKey(
      db,
      'partner_stats',
      {
        campaign: 'varchar(32)',
        day: 'varchar(10)',
        visits: 'integer',
        views: 'integer',
        plays: 'integer',
        ad_impressions: 'integer',
        signups: 'integer',
      },
      ['campaign', 'day'],
    ).execute();
  },
};
