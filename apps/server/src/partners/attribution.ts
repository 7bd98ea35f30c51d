import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValues } from '../http/cookie-values.ts';
import { PARTNER_ID, type PartnersConfig } from './partner-config.ts';

/**
 * The campaign cookie: `<campaign>` or `<campaign>.<publisher>` of the last landing URL
 * that carried `?campaign=` (ids never hold a dot). First-party, SameSite=Lax, HttpOnly:
 * the server hands the campaign to the page in its render data, so no script reads it.
 */
export const CAMPAIGN_COOKIE = '_tkc';
/** A campaign is kept 30 days from the landing that set it (a new landing replaces it). */
export const CAMPAIGN_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
/**
 * The visit cookie: present while a visit lasts. Every page rendered gives it another 30
 * minutes (sliding), so a visit ends after 30 minutes without a page.
 */
export const VISIT_COOKIE = '_tkvs';
export const VISIT_MAX_AGE_S = 30 * 60;

/** The campaign a visitor is attributed to, and the publisher that sent them (if named). */
export interface Attribution {
  campaign: string;
  publisher: string | null;
}

/** What a rendered page learns about the visitor's campaign. */
export interface PageAttribution {
  /** The campaign in force for this page (the URL's, else the cookie's); null: none. */
  attribution: Attribution | null;
  /** This page starts a visit (no visit cookie came with it). */
  visitStarted: boolean;
  /** The visit this page starts counts for `attribution.campaign` in the partner numbers. */
  countsVisit: boolean;
  /**
   * A flagged campaign visitor came back in a later visit: the campaign of the earlier
   * visit to send in this visit's one `comeback` event; null otherwise.
   */
  comeback: string | null;
  /** The campaign makes this visitor a special user (no countdown, related on end). */
  special: boolean;
}

function cookieOptions(maxAgeS: number, secure: boolean): string {
  return `; Max-Age=${maxAgeS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A valid id from a query value (the first of a repeated one), else null. */
function idOf(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && PARTNER_ID.test(first) ? first : null;
}

/** The campaign and publisher of a URL's `campaign` and `pub` parameters; null without a valid campaign. */
export function attributionFromQuery(query: unknown): Attribution | null {
  const q = (query ?? {}) as Record<string, unknown>;
  const campaign = idOf(q.campaign);
  return campaign ? { campaign, publisher: idOf(q.pub) } : null;
}

/** The campaign cookie's attribution (the first valid value); null when absent or malformed. */
export function attributionFromCookie(request: FastifyRequest): Attribution | null {
  for (const raw of cookieValues(request, CAMPAIGN_COOKIE)) {
    const [campaign = '', publisher, ...rest] = raw.split('.');
    if (rest.length > 0 || !PARTNER_ID.test(campaign)) continue;
    if (publisher !== undefined && !PARTNER_ID.test(publisher)) continue;
    return { campaign, publisher: publisher ?? null };
  }
  return null;
}

/** The campaign a request is attributed to: its URL's, else its cookie's. */
export function currentAttribution(request: FastifyRequest): Attribution | null {
  return attributionFromQuery(request.query) ?? attributionFromCookie(request);
}

function isFlagged(partners: PartnersConfig, a: Attribution): boolean {
  return (
    partners.flaggedCampaigns.has(a.campaign) ||
    (a.publisher !== null && partners.flaggedPublishers.has(a.publisher))
  );
}

/**
 * The attribution rules of one rendered page (docs/partners.md):
 * - a URL with a valid `campaign` (and optional `pub`) sets the campaign cookie, replacing
 *   any earlier one; otherwise the cookie's campaign stays in force;
 * - every page with a campaign in force renews the visit cookie; a page without one starts
 *   a visit, which counts for the campaign in force, as does a landing that changes the
 *   campaign mid-visit. A page without a campaign sets no cookie: the visit cookie decides
 *   nothing without one, and a page with a Set-Cookie is one a CDN will not keep;
 * - a visit that starts with a campaign cookie from an earlier visit whose campaign or
 *   publisher is flagged is a comeback (one per visit: only the starting page has it).
 * Writes the Set-Cookie headers on `reply`.
 */
export function attributePage(
  request: FastifyRequest,
  reply: FastifyReply,
  partners: PartnersConfig,
  secure: boolean,
): PageAttribution {
  const landing = attributionFromQuery(request.query);
  const earlier = attributionFromCookie(request);
  const visitStarted = cookieValues(request, VISIT_COOKIE).length === 0;
  const attribution = landing ?? earlier;
  const cookies = attribution ? [`${VISIT_COOKIE}=1${cookieOptions(VISIT_MAX_AGE_S, secure)}`] : [];
  if (landing) {
    const value = landing.publisher ? `${landing.campaign}.${landing.publisher}` : landing.campaign;
    cookies.push(`${CAMPAIGN_COOKIE}=${value}${cookieOptions(CAMPAIGN_COOKIE_MAX_AGE_S, secure)}`);
  }
  // Fastify appends to a set-cookie already on the reply (the visitor or session cookie).
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const changed = landing !== null && landing.campaign !== earlier?.campaign;
  return {
    attribution,
    visitStarted,
    countsVisit: attribution !== null && (visitStarted || changed),
    comeback: visitStarted && earlier && isFlagged(partners, earlier) ? earlier.campaign : null,
    special: attribution !== null && partners.specialCampaigns.has(attribution.campaign),
  };
}
