import { type CategoriesAnswer, type Category, categoriesPath, DEFAULTS, LIFETIME } from '@tubekit/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { apiFromContext } from './api/api-context.ts';

/** Data every page shares: the trending categories of the slider and the search overlay. */
export interface RootData {
  categories: Category[];
}

/** The path the category slider and search overlay read. */
export const TOP_CATEGORIES_PATH = categoriesPath.build({
  lifetime: LIFETIME.categories,
  gender: DEFAULTS.gender,
  section: 'toptn',
  lang: DEFAULTS.lang,
});

/**
 * Root loader: the strict trailing slash (a path without it gets a 301 to the same path
 * with it, query kept), then the shared data. A failed call leaves the list empty.
 */
export async function rootLoader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const url = new URL(request.url);
  if (!url.pathname.endsWith('/')) throw redirect(`${url.pathname}/${url.search}`, 301);
  try {
    const answer = await apiFromContext(context).get<CategoriesAnswer>(TOP_CATEGORIES_PATH);
    return { categories: 'error' in answer ? [] : answer.categories };
  } catch {
    return { categories: [] };
  }
}
