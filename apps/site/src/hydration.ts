import type { Params } from 'react-router';
import type { RootData } from './root-loader.ts';
import type { PageState } from './router/load-page.ts';
import { HttpError } from './router/outcome.ts';
import type { RouteTable } from './router/route-table.ts';

/** The global the server writes the hydration data into. */
export const HYDRATION_GLOBAL = '__HYDRATION__';

/** What the server embeds in the page so the browser renders the same markup without a request. */
export interface SerializedHydration {
  root: RootData;
  /** The route name of the rendered page. */
  route: string;
  params: Params;
  data: unknown;
  error?: { status: number; message: string };
}

/** The rendered state as JSON (the error keeps its status and message). */
export function serializeHydration(root: RootData, page: PageState): SerializedHydration {
  const out: SerializedHydration = { root, route: page.route.name, params: page.params, data: page.data };
  if (page.error) out.error = { status: page.error.status, message: page.error.message };
  return out;
}

/**
 * The page the server rendered, with its module imported (the server preloads it, so this
 * is a cache hit), for the browser's first render to match the server's markup.
 */
export async function deserializePage(data: SerializedHydration, table: RouteTable): Promise<PageState> {
  const route = table.pages.find((r) => r.name === data.route) ?? { name: data.route, path: '*' };
  if (data.error) {
    return {
      route,
      params: data.params,
      module: null,
      data: null,
      error: new HttpError(data.error.status, data.error.message),
    };
  }
  return { route, params: data.params, module: route.load ? await route.load() : null, data: data.data };
}
