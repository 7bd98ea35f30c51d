import { createHash } from 'node:crypto';
import { WIDGET_COUNTRIES } from '@tubekit/contract';
import type { SiteRenderRequest } from './site-bundle.ts';

/** The cookie of the visitor's two-letter country (apps/site layout/ads-config.ts `COUNTRY_COOKIE`). */
const COUNTRY_COOKIE = 'country';

/** A Cookie header as name -> value: the first of a repeated name, decoded (as the site's `parseCookies`). */
export function cookiesOf(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/**
 * The cookies the site's render is given. It reads two (apps/site: `ageGateRequired` and
 * `usesWidget`, the only readers of the render's cookies): `_agev` is never passed, the
 * gate is decided in the browser (document.ts), and `country` only as the one bit it
 * decides (a widget country or not). So a page's bytes never hold any other cookie's value,
 * and the `widget` bit in the page key covers all the cookies can change.
 */
export function siteCookies(cookies: Record<string, string>): Record<string, string> {
  const country = cookies[COUNTRY_COOKIE] ?? '';
  return (WIDGET_COUNTRIES as readonly string[]).includes(country.toUpperCase())
    ? { [COUNTRY_COOKIE]: country }
    : {};
}

/** Page keys up to this length are kept as they are (every ordinary address's). */
const MAX_PLAIN_KEY = 256;

/**
 * The page-cache key of a render: every input that changes the document's bytes (origin and
 * URL, the cookies the site is given, the campaign, the special-user flag, ads, and whether
 * it is the page every member shares). Which member never is: that page is rendered for a
 * stand-in (member-page.ts), and a member's own pages are never kept. The encoding is not
 * either: one entry holds every encoding of its page. A key over `MAX_PLAIN_KEY` characters
 * is a SHA-256 of those inputs: the LRU counts its entries' bytes (plus 200 for bookkeeping),
 * not its keys', and a URL (a search's words) may be kilobytes. A plain key is JSON and
 * starts with '[', which a base64url digest never does, so the two kinds never meet.
 */
export function pageKey(request: SiteRenderRequest): string {
  const inputs = JSON.stringify([
    request.origin ?? '',
    request.url,
    request.cookies,
    request.campaign ?? '',
    request.special === true,
    request.ads ? 1 : 0,
    request.user ? 1 : 0,
  ]);
  // Hashing every hit's key cost 3% of a cached page's CPU: only a long one is hashed.
  return inputs.length <= MAX_PLAIN_KEY ? inputs : createHash('sha256').update(inputs).digest('base64url');
}

/** Whether a page may be kept by a CDN: its bytes depend on its URL alone (and the encoding). */
export function sameForEveryone(request: SiteRenderRequest): boolean {
  return !request.user && !request.campaign && !request.special && Object.keys(request.cookies).length === 0;
}
