import {
  type CategoriesAnswer,
  type Category,
  categoriesPath,
  DEFAULTS,
  LIFETIME,
  type PlayerAdsConfig,
} from '@tubekit/contract';
import type { ApiTransport } from './api/transport.ts';
import type { SessionUser } from './state/user.ts';

/** Data every page shares: the trending categories of the slider and the search overlay. */
export interface RootData {
  categories: Category[];
  /** The player's ads from server configuration; absent: no ads (the ads code never loads). */
  ads?: PlayerAdsConfig;
  /**
   * The signed-in member (spec section 6: "a user object with user_id and username in the
   * page constants"), from the request's session; null for a visitor. Known once per
   * document: signing in and out reload the page.
   */
  user?: SessionUser | null;
  /**
   * The visitor's partner campaign, from the landing URL or the campaign cookie the server
   * keeps for 30 days (docs/partners.md): page hits, the player, its goals and ads use it.
   */
  campaign?: string;
  /** The campaign makes the visitor a special user: no next-video countdown, related on end. */
  special?: true;
}

/** The path the category slider and search overlay read. */
export const TOP_CATEGORIES_PATH = categoriesPath.build({
  lifetime: LIFETIME.categories,
  gender: DEFAULTS.gender,
  section: 'toptn',
  lang: DEFAULTS.lang,
});

/**
 * The shared data, loaded once per document: on the server for every page it renders, and
 * written into the page for the browser, which keeps it across navigations. A failed call
 * leaves the list empty.
 */
export async function loadRoot(
  api: ApiTransport,
  ads?: PlayerAdsConfig,
  user: SessionUser | null = null,
): Promise<RootData> {
  const shared = { user, ...(ads ? { ads } : {}) };
  try {
    const answer = await api.get<CategoriesAnswer>(TOP_CATEGORIES_PATH);
    return { categories: 'error' in answer ? [] : answer.categories, ...shared };
  } catch {
    return { categories: [], ...shared };
  }
}
