import type { ComponentType } from 'react';
import { PageOutlet } from '../../app.tsx';
import { AgeVerification } from '../../modals/age-verification.tsx';
import type { PageRoute } from '../../router/route-table.ts';
import { renderRouter } from '../../router/test-router.tsx';

/**
 * Renders a page module without a loader (information, partner, contacts, 404) at `url`
 * under the site router, with the layout's age gate next to it, for visitors with `cookies`.
 */
export function renderStaticPage(
  mod: { default: ComponentType },
  url: string,
  cookies: Record<string, string> = {},
) {
  const route: PageRoute = { name: 'page', path: '*', load: async () => mod };
  return renderRouter({
    pages: [route],
    url,
    cookies,
    initial: { route, params: {}, module: mod, data: null },
    layout: (
      <>
        <main>
          <PageOutlet />
        </main>
        <AgeVerification />
      </>
    ),
  });
}
