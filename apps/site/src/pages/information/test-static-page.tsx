import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AgeVerification } from '../../modals/age-verification.tsx';
import { SiteContext } from '../../site-context.tsx';

/** The page under test with the layout's age gate next to it, as App renders them. */
function Layout() {
  return (
    <>
      <main>
        <Outlet />
      </main>
      <AgeVerification />
    </>
  );
}

/**
 * Renders a page module without a loader (information, partner, contacts, 404) at `url`
 * under a memory data router, with the age gate, for visitors with `cookies`.
 */
export function renderStaticPage(
  mod: { default: ComponentType },
  url: string,
  cookies: Record<string, string> = {},
) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        Component: Layout,
        children: [{ id: 'page', path: '*', Component: mod.default }],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <SiteContext.Provider value={{ cookies, origin: 'http://test' }}>
      <RouterProvider router={router} />
    </SiteContext.Provider>,
  );
  return { router, ...view };
}
