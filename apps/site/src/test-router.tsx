import type { ReactNode } from 'react';
import { PageOutlet } from './app.tsx';
import type { RootData } from './root-loader.ts';
import type { PageRoute } from './router/route-table.ts';
import { renderRouter } from './router/test-router.tsx';

/**
 * Renders `element` at `path` (and at every address navigated to after) under the site
 * router, with `rootData` as the shared data and the given cookies. For component tests.
 */
export function renderAt(
  element: ReactNode,
  options: { path?: string; cookies?: Record<string, string>; rootData?: RootData } = {},
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
  });
}
