import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiTransport } from '../api/transport.ts';
import type { RootData } from '../root-loader.ts';
import { SiteContext } from '../site-context.tsx';
import type { PageState } from './load-page.ts';
import { memoryHistory } from './memory-history.ts';
import type { PageRoute } from './route-table.ts';
import { type RouterState, SiteRouter } from './site-router.tsx';

/** What a test reads and does: the router's latest state, and awaited navigations. */
export interface TestRouter {
  state: {
    location: RouterState['location'];
    historyAction: RouterState['action'];
    /** The page's error by route name, as react-router's data routers report them; null without one. */
    errors: Record<string, { status: number }> | null;
  };
  navigate(to: string): Promise<void>;
}

const noApi: ApiTransport = {
  get: () => Promise.reject(new Error('no api in this test')),
  post: () => Promise.reject(new Error('no api in this test')),
};

/**
 * Renders the site router over `pages` at `url` in memory, the page inside `layout`
 * (which renders <PageOutlet /> where the page goes). Nothing shows until the first page's
 * loader has answered, as in the browser after hydration.
 */
export function renderRouter(options: {
  pages: PageRoute[];
  url: string;
  layout: ReactNode;
  api?: ApiTransport;
  root?: RootData;
  cookies?: Record<string, string>;
  /** The first page, already loaded (a page without a loader renders at once, as before hydration). */
  initial?: PageState;
}) {
  const api = options.api ?? noApi;
  let latest: RouterState | null = null;
  let go: ((to: string) => Promise<void>) | null = null;
  const router: TestRouter = {
    get state() {
      if (!latest) throw new Error('the router has not rendered yet');
      const { location, action, page } = latest;
      const errors = page?.error ? { [page.route.name]: { status: page.error.status } } : null;
      return { location, historyAction: action, errors };
    },
    navigate: (to) => (go ? go(to) : Promise.reject(new Error('the router has not rendered yet'))),
  };
  const view = render(
    <SiteContext.Provider value={{ cookies: options.cookies ?? {}, origin: 'http://test', api }}>
      <SiteRouter
        routes={{ pages: options.pages, redirects: [] }}
        root={options.root ?? { categories: [] }}
        api={api}
        history={memoryHistory(options.url)}
        {...(options.initial ? { initial: options.initial } : {})}
        onState={(state) => {
          latest = state;
        }}
        control={(navigate) => {
          go = navigate;
        }}
      >
        {options.layout}
      </SiteRouter>
    </SiteContext.Provider>,
  );
  return { router, ...view };
}
