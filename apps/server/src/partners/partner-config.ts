/**
 * What partner campaigns the server knows (issue #24), from its environment:
 * - TUBEKIT_FLAGGED_CAMPAIGNS, TUBEKIT_FLAGGED_PUBLISHERS: comma-separated campaign ids and
 *   publisher ids whose visitors are "campaign visitors" (spec section 6): such a visitor
 *   who comes back in a later visit sends one `comeback` analytics event in that visit.
 * - TUBEKIT_SPECIAL_CAMPAIGNS: campaign ids whose visitors are special users (spec sections
 *   4 and 6): no next-video countdown, the related panel on end.
 * - TUBEKIT_PARTNER_TOKENS: `token:id|id,token:id`: each partner's token and the campaign
 *   ids it may read the numbers of (GET /partners/stats.json, /partners/).
 */
export interface PartnersConfig {
  flaggedCampaigns: ReadonlySet<string>;
  flaggedPublishers: ReadonlySet<string>;
  specialCampaigns: ReadonlySet<string>;
  /** Token -> the campaign ids it reads. */
  tokens: ReadonlyMap<string, readonly string[]>;
}

/**
 * A campaign or publisher id: 1-32 letters, digits, `_` or `-` (10146, `spring-2026`).
 * Anything else in a URL is ignored, so no cookie, table row or analytics field ever holds
 * markup or a long string.
 */
export const PARTNER_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** A partner token: 24-128 URL-safe characters, so a guessable short one fails at start. */
export const PARTNER_TOKEN = /^[A-Za-z0-9_-]{24,128}$/;

/** No partner features configured: nobody is flagged or special, no token reads anything. */
export const NO_PARTNERS: PartnersConfig = {
  flaggedCampaigns: new Set(),
  flaggedPublishers: new Set(),
  specialCampaigns: new Set(),
  tokens: new Map(),
};

/** The comma-separated ids of `name`, each checked: a typo must fail at start, not silently. */
function idList(env: NodeJS.ProcessEnv, name: string): string[] {
  const ids = (env[name] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  for (const id of ids)
    if (!PARTNER_ID.test(id)) throw new Error(`${name} must hold ids of 1-32 [A-Za-z0-9_-], got ${id}`);
  return ids;
}

/** TUBEKIT_PARTNER_TOKENS: `token:id|id` pairs, comma-separated; each token once. */
function tokensFromEnv(env: NodeJS.ProcessEnv): Map<string, string[]> {
  const tokens = new Map<string, string[]>();
  const pairs = (env.TUBEKIT_PARTNER_TOKENS ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const pair of pairs) {
    const [token = '', ids = '', ...rest] = pair.split(':');
    const campaigns = ids.split('|').map((id) => id.trim());
    if (rest.length > 0 || !PARTNER_TOKEN.test(token) || !campaigns.every((id) => PARTNER_ID.test(id)))
      throw new Error(
        'TUBEKIT_PARTNER_TOKENS must be token:id|id pairs (tokens of 24-128 [A-Za-z0-9_-], ids of 1-32)',
      );
    if (tokens.has(token)) throw new Error('TUBEKIT_PARTNER_TOKENS names one token twice');
    tokens.set(token, campaigns);
  }
  return tokens;
}

/** Reads the partner settings; a malformed id or token throws at start. */
export function partnersFromEnv(env: NodeJS.ProcessEnv): PartnersConfig {
  return {
    flaggedCampaigns: new Set(idList(env, 'TUBEKIT_FLAGGED_CAMPAIGNS')),
    flaggedPublishers: new Set(idList(env, 'TUBEKIT_FLAGGED_PUBLISHERS')),
    specialCampaigns: new Set(idList(env, 'TUBEKIT_SPECIAL_CAMPAIGNS')),
    tokens: tokensFromEnv(env),
  };
}
