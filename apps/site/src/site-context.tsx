import { createContext, useContext } from 'react';

/** What the app knows about the request it renders for (server) or the page (browser). */
export interface SiteRequest {
  /** Cookies of the request (server) or document.cookie at hydration (browser). */
  cookies: Record<string, string>;
  /** Public origin, e.g. http://127.0.0.1:3000 (canonical URLs). */
  origin: string;
}

/** The request context; both sides must give the same values so hydration matches. */
export const SiteContext = createContext<SiteRequest>({ cookies: {}, origin: '' });

/** Reads the request context. */
export function useSiteRequest(): SiteRequest {
  return useContext(SiteContext);
}
