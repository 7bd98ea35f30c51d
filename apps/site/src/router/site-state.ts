import { createContext, useContext } from 'react';
import type { RootData } from '../root-loader.ts';
import type { PageState } from './load-page.ts';

/** What the layout and pages read: the shared root data, the page shown, and whether the next one is loading. */
export interface SiteState {
  root: RootData;
  page: PageState;
  /** A navigation's loader is running (the current page stays until it answers). */
  navigating: boolean;
}

export const SiteStateContext = createContext<SiteState | null>(null);

/** The site state; only inside SiteRouter (browser) or the server render. */
export function useSiteState(): SiteState {
  const state = useContext(SiteStateContext);
  if (!state) throw new Error('useSiteState outside the site router');
  return state;
}

/** The data type of a loader (or the data type itself). */
export type DataOf<T> = T extends (...args: never[]) => infer R ? Awaited<R> : T;

/** The current page's loader data: `usePageData<typeof loader>()`. */
export function usePageData<T>(): DataOf<T> {
  return useSiteState().page.data as DataOf<T>;
}

/** The data every page shares (trending categories, the player's ads). */
export function useRootData(): RootData {
  return useSiteState().root;
}

/** True while a navigation's loader runs. */
export function useNavigating(): boolean {
  return useSiteState().navigating;
}
