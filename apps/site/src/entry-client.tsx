import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserTransport } from './api/browser-transport.ts';
import { App } from './app.tsx';
import { parseCookies } from './cookies.ts';
import { deserializePage, HYDRATION_GLOBAL, type SerializedHydration } from './hydration.ts';
import { browserHistory } from './router/history.ts';
import { SiteRouter } from './router/site-router.tsx';
import { siteRoutes } from './routes.tsx';
import { SiteContext } from './site-context.tsx';
import { setUser } from './state/user.ts';

async function start(): Promise<void> {
  const data = (window as unknown as Record<string, SerializedHydration | undefined>)[HYDRATION_GLOBAL];
  if (!data)
    throw new Error(`window.${HYDRATION_GLOBAL} is missing: the page was not rendered by the server`);
  // The page module the server rendered (preloaded), so the first render matches its markup.
  const page = await deserializePage(data, siteRoutes);
  // For the browser's loaders (comments uncached for members); components read the root data.
  setUser(data.root.user ?? null);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the document');
  // One transport for the loaders (the router) and the components (the site context).
  const api = createBrowserTransport();
  // As a transition, hydration yields to the browser between components instead of one
  // long task (Total Blocking Time); the markup is already on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      container,
      <SiteContext.Provider
        value={{ cookies: parseCookies(document.cookie), origin: window.location.origin, api }}
      >
        <SiteRouter routes={siteRoutes} root={data.root} api={api} history={browserHistory()} initial={page}>
          <App />
        </SiteRouter>
      </SiteContext.Provider>,
    );
  });
}

void start();
