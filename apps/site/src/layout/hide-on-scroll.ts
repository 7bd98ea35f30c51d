import { HEADER_HIDE_OFFSET } from '@tubekit/contract';
import { useEffect } from 'react';
import { headerStore } from '../state/header.ts';

/** Narrow screens: the header hides at this width or below. */
export const HIDE_ON_SCROLL_MAX_WIDTH = 767;

/**
 * Spec section 2: on narrow screens the header moves up 75 px when scrolling down past
 * 75 px and returns on scroll up. Pure, for tests.
 */
export function nextHeaderHidden(previousY: number, y: number, hidden: boolean, width: number): boolean {
  if (width > HIDE_ON_SCROLL_MAX_WIDTH || y <= HEADER_HIDE_OFFSET) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}

/** Follows window scroll into headerStore.hidden. */
export function useHideOnScroll(): void {
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const hidden = nextHeaderHidden(last, y, headerStore.getState().hidden, window.innerWidth);
      if (hidden !== headerStore.getState().hidden) headerStore.setState({ hidden });
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}
