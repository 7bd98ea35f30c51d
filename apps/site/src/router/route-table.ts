import type { PageModule } from '../route-module.ts';

/** One page route of spec section 2; `Name` narrows the names (the site's RouteName). */
export interface RouteEntry<Name extends string = string> {
  /** Route name (spec section 2), also the analytics page name. */
  name: Name;
  path: string;
  /** Folder under src/pages/ (defaults to the name). */
  page?: string;
  /** HTTP status of the server answer when this route renders (404 for the catch-all). */
  status?: number;
  /** Hides the category slider (signup and video pages). */
  noSlider?: boolean;
  /** Members only (spec section 2: /upload-video/, /members/{id}/): visitors are sent home. */
  membersOnly?: boolean;
  /** Visitors only (/signup/, /signin/): a signed-in member is sent home. */
  visitorsOnly?: boolean;
}

/** A page route with its code-split module; no `load`: the page has not landed (404). */
export interface PageRoute<Name extends string = string> extends RouteEntry<Name> {
  load?: () => Promise<PageModule>;
}

/**
 * A permanent redirect (301). `to` receives the decoded params and answers the target, or
 * null when no page can exist for them (an unknown sort): the 404 page, not a redirect.
 */
export interface RedirectRoute {
  path: string;
  to: (params: Record<string, string | undefined>) => string | null;
}

/** What loadPage matches an address against. */
export interface RouteTable<Name extends string = string> {
  pages: PageRoute<Name>[];
  redirects: RedirectRoute[];
}
