import { type ReactNode, startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  createPath,
  type Location,
  type NavigationType,
  type Navigator,
  Router,
  type To,
} from 'react-router';
import type { ApiTransport } from '../api/transport.ts';
import type { RootData } from '../root-loader.ts';
import { entryKey, type SiteHistory } from './history.ts';
import { loadPage, type PageState } from './load-page.ts';
import type { RouteTable } from './route-table.ts';
import { type SiteState, SiteStateContext } from './site-state.ts';

type Action = 'POP' | 'PUSH' | 'REPLACE';

/** Everything the router renders from; `page` is null only before a test's first load. */
export interface RouterState {
  location: Location;
  action: Action;
  page: PageState | null;
  navigating: boolean;
}

export interface SiteRouterProps {
  routes: RouteTable;
  root: RootData;
  api: ApiTransport;
  history: SiteHistory;
  /** The server-rendered page (hydration); without it the router loads the first page itself. */
  initial?: PageState;
  /** Told every new state (tests read the location and the page's error from it). */
  onState?: (state: RouterState) => void;
  /** Receives a push navigation to call from outside React and await (tests). */
  control?: (navigate: (to: string) => Promise<void>) => void;
  children: ReactNode;
}

/** A redirect loop ends here instead of hanging the tab. */
const MAX_REDIRECTS = 10;

type SetState = (update: (state: RouterState) => RouterState) => void;

/**
 * Navigation like react-router's data routers: the address and the page change together
 * once the next page's loader has answered (the current page stays, with `navigating`
 * set, meanwhile); a newer navigation wins over a slower one; redirects are followed.
 */
function createNavigation(props: SiteRouterProps, setState: SetState) {
  let latest = 0;
  async function go(to: To, action: Action, state: unknown, hops = 0): Promise<void> {
    const id = ++latest;
    const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
    setState((s) => (s.navigating ? s : { ...s, navigating: true }));
    const result = await loadPage(url, props.routes, props.api, { signedIn: Boolean(props.root.user) });
    if (id !== latest) return;
    if ('redirect' in result) {
      const { location, replace } = result.redirect;
      if (hops < MAX_REDIRECTS)
        await go(location, replace || action === 'POP' ? 'REPLACE' : action, undefined, hops + 1);
      return;
    }
    const location: Location = {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: state ?? null,
      key: action === 'POP' ? props.history.location().key : entryKey(),
    };
    if (action === 'PUSH') props.history.push(location);
    if (action === 'REPLACE') props.history.replace(location);
    startTransition(() => setState(() => ({ location, action, page: result.page, navigating: false })));
  }
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push: (to, state) => void go(to, 'PUSH', state),
    replace: (to, state) => void go(to, 'REPLACE', state),
    go: (delta) => props.history.go(delta),
  };
  /** Back/forward (and a test's first load): load what the history now points at. */
  const pop = () => {
    const location = props.history.location();
    void go(location, 'POP', location.state);
  };
  return {
    navigator,
    pop,
    push: (to: string) => go(to, 'PUSH', undefined),
  };
}

/**
 * The browser's router: react-router's `<Router>` (links, params, useNavigate) driven by the
 * site's own loader layer (load-page.ts), with the page and root data in SiteStateContext.
 */
export function SiteRouter(props: SiteRouterProps) {
  const [state, setState] = useState<RouterState>(() => ({
    location: props.history.location(),
    action: 'POP',
    page: props.initial ?? null,
    navigating: !props.initial,
  }));
  // Made once: the router's props do not change over its life.
  const [navigation] = useState(() => {
    const created = createNavigation(props, setState);
    props.control?.(created.push);
    return created;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once, for the router's life
  useEffect(() => {
    const stop = props.history.listen(navigation.pop);
    if (!props.initial) navigation.pop();
    return stop;
  }, []);
  const { onState } = props;
  useEffect(() => onState?.(state), [state, onState]);
  // A link to another page (pager, sort, card) starts at its top; back and forward keep the
  // browser's place, and a #fragment its target. Load more writes history itself, not here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per new location
  useLayoutEffect(() => {
    if (state.action !== 'POP' && !state.location.hash) window.scrollTo(0, 0);
  }, [state.location.key]);
  const site = useMemo<SiteState | null>(
    () => (state.page ? { root: props.root, page: state.page, navigating: state.navigating } : null),
    [props.root, state.page, state.navigating],
  );
  if (!site) return null;
  return (
    <Router
      location={state.location}
      navigationType={state.action as NavigationType}
      navigator={navigation.navigator}
    >
      <SiteStateContext.Provider value={site}>{props.children}</SiteStateContext.Provider>
    </Router>
  );
}
