import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Port of the seeded site server; the Playwright config and serve-site.ts agree through it. */
export const SITE_PORT = Number(process.env.SITE_E2E_PORT ?? 4330);

/**
 * The seeded server's data directory (emptied at every start): journeys read the mail it
 * sends from `{dir}/outbox/*.eml`, as a person would read their inbox.
 */
export const SITE_DATA_DIR = join(tmpdir(), `tubekit-site-e2e-${SITE_PORT}`);

/** Origin of the seeded site server. */
export const SITE_BASE = `http://127.0.0.1:${SITE_PORT}`;

/**
 * Size of the e2e catalogue (`start --videos`): 300 videos give several pages of every
 * listing while the seed takes under a second.
 */
export const SITE_VIDEOS = 300;

/**
 * The generator marks exactly one video deleted (status_id 5): plan index floor(n / 3),
 * ids start at 1 on a fresh database (apps/server/src/demo/generate.ts `deletedIndex`).
 */
export const DELETED_VIDEO_ID = Math.floor(SITE_VIDEOS / 3) + 1;

/** The partner token the seeded server knows (campaigns 123 and 555; partner-campaign.spec.ts). */
export const E2E_PARTNER_TOKEN = 'e2e-partner-token-0123456789';

/**
 * What the seeded site server is told beside its place (both modes, serve-site.ts and
 * serve-site-cluster.ts): a fixed secret, and the partner campaigns of
 * partner-campaign.spec.ts (123 is flagged and read by the e2e partner token, 555 makes its
 * visitors special users).
 */
export const SITE_SERVER_ENV: Record<string, string> = {
  TUBEKIT_SECRET: 'e2e-site-secret-not-for-production',
  TUBEKIT_PARTNER_TOKENS: `${E2E_PARTNER_TOKEN}:123|555`,
  TUBEKIT_FLAGGED_CAMPAIGNS: '123',
  TUBEKIT_SPECIAL_CAMPAIGNS: '555',
};
