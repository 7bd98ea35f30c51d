import {
  type CategoriesAnswer,
  type Category,
  categoriesPath,
  DEFAULTS,
  LIFETIME,
  type PlayerAdsConfig,
} from '@tubekit/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { apiFromContext, type ServerLoaderContext } from './api/api-context.ts';
import { HYDRATION_GLOBAL, type SerializedHydration } from './hydration.ts';

/** Data every page shares: the trending categories of the slider and the search overlay. */
export interface RootData {
  categories: Category[];
  /** The player's ads from server configuration; absent: no ads (the ads code never loads). */
  ads?: PlayerAdsConfig;
}

/** The path the category slider and search overlay read. */
export const TOP_CATEGORIES_PATH = categoriesPath.build({
  lifetime: LIFETIME.categories,
  gender: DEFAULTS.gender,
  section: 'toptn',
  lang: DEFAULTS.lang,
});

/**
 * The ads the server configured: from the render context on the server; in the browser
 * (a root loader re-run) from the root data the server wrote into the page, since the
 * browser has no other source and must not ask for them in a request of their own.
 */
function adsOf(context: unknown): PlayerAdsConfig | undefined {
  if (context && typeof context === 'object' && 'api' in context) return (context as ServerLoaderContext).ads;
  if (typeof window === 'undefined') return undefined;
  const data = (window as unknown as Record<string, SerializedHydration | undefined>)[HYDRATION_GLOBAL];
  return (data?.loaderData.root as RootData | undefined)?.ads;
}

/**
 * Root loader: the strict trailing slash (a path without it gets a 301 to the same path
 * with it, query kept), then the shared data. A failed call leaves the list empty.
 */
export async function rootLoader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const url = new URL(request.url);
  if (!url.pathname.endsWith('/')) throw redirect(`${url.pathname}/${url.search}`, 301);
  const ads = adsOf(context);
  const shared = ads ? { ads } : {};
  try {
    const answer = await apiFromContext(context).get<CategoriesAnswer>(TOP_CATEGORIES_PATH);
    return { categories: 'error' in answer ? [] : answer.categories, ...shared };
  } catch {
    return { categories: [], ...shared };
  }
}
