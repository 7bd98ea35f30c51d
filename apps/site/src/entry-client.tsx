import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { parseCookies } from './cookies.ts';
import { deserializeHydration, HYDRATION_GLOBAL, type SerializedHydration } from './hydration.ts';
import { routes } from './routes.tsx';
import { SiteContext } from './site-context.tsx';
import { loadSearchHistory } from './state/search-history.ts';

/**
 * Resolves the lazy route modules of the current URL before hydrating, so the first render
 * in the browser is the same markup the server sent (no fallback flash).
 */
async function resolveLazyMatches(list: RouteObject[]): Promise<void> {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const data = (window as unknown as Record<string, SerializedHydration | undefined>)[HYDRATION_GLOBAL];
  await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes, { hydrationData: deserializeHydration(data) });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the document');
  // As a transition, hydration yields to the browser between components instead of one
  // long task (Total Blocking Time); the markup is already on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      container,
      <SiteContext.Provider
        value={{ cookies: parseCookies(document.cookie), origin: window.location.origin }}
      >
        <RouterProvider router={router} />
      </SiteContext.Provider>,
    );
  });
  loadSearchHistory();
}

void start();
