import { createContext, useContext } from 'react';
import type { ApiTransport } from './api/transport.ts';

/** What the app knows about the request it renders for (server) or the page (browser). */
export interface SiteRequest {
  /** Cookies of the request (server) or document.cookie at hydration (browser). */
  cookies: Record<string, string>;
  /** Public origin, e.g. http://127.0.0.1:3000 (canonical URLs). */
  origin: string;
  /**
   * The JSON API, the same transport the page loaders get: axios in the browser, in-process
   * on the server. Components call it from event handlers and effects, never during render.
   */
  api: ApiTransport;
}

/**
 * The request context; both sides must give the same values so hydration matches. Every
 * render provides it (entry-server, entry-client, the test router): the default has no
 * API, and a component that calls one outside a provider fails at once.
 */
export const SiteContext = createContext<SiteRequest>({ cookies: {}, origin: '' } as SiteRequest);

/** Reads the request context. */
export function useSiteRequest(): SiteRequest {
  return useContext(SiteContext);
}

/** The JSON API for calls after the page shows (load more, votes, the search overlay). */
export function useApi(): ApiTransport {
  return useContext(SiteContext).api;
}
