import { CHANNEL_SORTS, MEMBER_SORTS, MODEL_SORTS, VIDEO_SORTS_WIDE } from '@tubekit/contract';
import type { RedirectRoute } from './router/route-table.ts';
import { pathFromSegments } from './router/same-origin-path.ts';

/** A sort of `list`, or null. */
const sortOf = (list: readonly string[], sort: string | undefined) =>
  sort !== undefined && list.includes(sort) ? sort : null;

/** The /pornstars/ page offers every models sort but the service's own default. */
const MODEL_LIST_SORTS = MODEL_SORTS.filter((s) => s !== 'most-popular-toptn');

/** A channel or model dir as the contract's paths accept it (entity-address.ts). */
const DIR = /^[a-z0-9][a-z0-9-]{0,99}$/;
const dirOf = (dir: string | undefined) => (dir !== undefined && DIR.test(dir) ? dir : null);

/** `/{base}/{value}/.../1/`, or null when `value` is null. */
const firstPage = (value: string | null, at: (value: string) => (string | number)[]) =>
  value === null ? null : pathFromSegments(...at(value), 1);

/**
 * The permanent redirects of spec section 2 (301). A redirect whose sort or dir no page can
 * have answers the 404 page instead (`to` returns null): redirecting `/videos/bogus/` to a
 * page that is a 404 anyway only spent a round trip, and a raw param in the Location was a
 * 500. Targets are built from percent-encoded segments.
 *
 * The checks use the contract's lists rather than the pages' own (they would pull page code
 * into the entry chunk); the redirect tests pin that both agree.
 */
export const REDIRECTS: RedirectRoute[] = [
  { path: '/videos/', to: () => '/videos/latest-updates/1/' },
  { path: '/videos/:sort/', to: (p) => firstPage(sortOf(VIDEO_SORTS_WIDE, p.sort), (s) => ['videos', s]) },
  { path: '/latest-updates/', to: () => '/videos/latest-updates/1/' },
  { path: '/top-rated/', to: () => '/videos/top-rated/1/' },
  { path: '/most-popular/', to: () => '/videos/most-popular/1/' },
  { path: '/pornstars/', to: () => '/pornstars/alphabetaz/1/' },
  {
    path: '/pornstars/:sort/',
    to: (p) => firstPage(sortOf(MODEL_LIST_SORTS, p.sort), (s) => ['pornstars', s]),
  },
  { path: '/pornsites/', to: () => '/pornsites/alphabetaz/1/' },
  { path: '/pornsites/:sort/', to: (p) => firstPage(sortOf(CHANNEL_SORTS, p.sort), (s) => ['pornsites', s]) },
  {
    path: '/pornstar/:dir/videos/',
    to: (p) => firstPage(dirOf(p.dir), (d) => ['pornstar', d, 'videos']),
  },
  {
    path: '/pornsite/:dir/videos/',
    to: (p) => firstPage(dirOf(p.dir), (d) => ['pornsite', d, 'videos']),
  },
  { path: '/community/', to: () => '/community/recent/1/' },
  { path: '/community/:sort/', to: (p) => firstPage(sortOf(MEMBER_SORTS, p.sort), (s) => ['community', s]) },
  { path: '/search/', to: () => '/search/1/' },
];
