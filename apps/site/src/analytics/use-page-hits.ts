import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSiteState } from '../router/site-state.ts';
import { createPageHitTracker } from './page-hits.ts';

/** Sends the page hit (and pagination event) after every navigation, the first one included. */
export function usePageHits(): void {
  const { page, root } = useSiteState();
  const tracker = useRef(createPageHitTracker(root.campaign));
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one hit per navigation (location.key)
  useEffect(() => {
    const number = page.params.page ? Number(page.params.page) : undefined;
    tracker.current.onNavigate({
      pageName: page.route.name,
      url: new URL(window.location.href),
      ...(number !== undefined && Number.isFinite(number) ? { page: number } : {}),
    });
  }, [location.key]);
}
