import type { ReactNode } from 'react';
import type { ApiTransport } from './api/transport.ts';
import { PageOutlet } from './app.tsx';
import type { RootData } from './root-loader.ts';
import type { PageRoute } from './router/route-table.ts';
import { renderRouter } from './router/test-router.tsx';

/**
 * Renders `element` at `path` (and at every address navigated to after) under the site
 * router, with `rootData` as the shared data, the given cookies and `api` as the site's
 * transport (useApi). For component tests.
 */
export function renderAt(
  element: ReactNode,
  options: { path?: string; cookies?: Record<string, string>; rootData?: RootData; api?: ApiTransport } = {},
) {
  const module = { default: () => element };
  const route: PageRoute = { name: 'page', path: '*', load: async () => module };
  return renderRouter({
    pages: [route],
    url: options.path ?? '/',
    layout: <PageOutlet />,
    initial: { route, params: {}, module, data: null },
    ...(options.rootData ? { root: options.rootData } : {}),
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.api ? { api: options.api } : {}),
  });
}
