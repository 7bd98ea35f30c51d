import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RootData } from './root-loader.ts';
import { SiteContext } from './site-context.tsx';

/**
 * Renders `element` at `path` inside a memory data router whose root route ('root') has
 * `rootData`, with the given cookies. For component tests.
 */
export function renderAt(
  element: ReactNode,
  options: { path?: string; cookies?: Record<string, string>; rootData?: RootData } = {},
) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '*',
        loader: () => options.rootData ?? { categories: [] },
        element,
      },
    ],
    {
      initialEntries: [options.path ?? '/'],
      hydrationData: { loaderData: { root: options.rootData ?? { categories: [] } } },
    },
  );
  const view = render(
    <SiteContext.Provider value={{ cookies: options.cookies ?? {}, origin: 'http://test' }}>
      <RouterProvider router={router} />
    </SiteContext.Provider>,
  );
  return { router, ...view };
}
