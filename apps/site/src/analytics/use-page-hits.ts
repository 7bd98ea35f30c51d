import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { PageHandle } from '../route-module.ts';
import { createPageHitTracker } from './page-hits.ts';

/** Sends the page hit (and pagination event) after every navigation, the first one included. */
export function usePageHits(): void {
  const tracker = useRef(createPageHitTracker());
  const matches = useMatches();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one hit per navigation (location.key)
  useEffect(() => {
    const last = matches.at(-1);
    const name = (last?.handle as PageHandle | undefined)?.name ?? last?.id ?? 'unknown';
    const page = last?.params.page ? Number(last.params.page) : undefined;
    tracker.current.onNavigate({
      pageName: name,
      url: new URL(window.location.href),
      ...(page !== undefined && Number.isFinite(page) ? { page } : {}),
    });
  }, [location.key]);
}
