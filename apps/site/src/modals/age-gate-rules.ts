import { createStore, useStore } from 'zustand';
import { setCookie } from '../cookies.ts';

/** The age cookie; '1' means accepted. It never expires (spec section 9). */
export const AGE_COOKIE = '_agev';
/** The class the body carries while the gate shows (spec section 4). */
export const AGE_BODY_CLASS = 'age-verification';
/** Pages readable without accepting: the terms and the cookies policy (spec section 4). */
export const AGE_GATE_EXEMPT_PATHS = ['/information/terms/', '/information/cookies/'] as const;

/**
 * Spec section 4: the gate shows when cookie _agev is not 1 and the URL is not the terms or
 * cookies page. The server and the browser call this with the same inputs.
 */
export function ageGateRequired(cookies: Record<string, string>, pathname: string): boolean {
  if (cookies[AGE_COOKIE] === '1') return false;
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return !(AGE_GATE_EXEMPT_PATHS as readonly string[]).includes(path);
}

/** Accepted in this page view (the cookie is read once at hydration). */
export const ageGateStore = createStore<{ accepted: boolean }>(() => ({ accepted: false }));

/** Accept: set _agev=1 for good, remove the body class; the gate closes. */
export function acceptAge(): void {
  setCookie(AGE_COOKIE, '1', { never: true });
  document.body.classList.remove(AGE_BODY_CLASS);
  ageGateStore.setState({ accepted: true });
}

/** React hook: accepted in this page view. */
export function useAgeAccepted(): boolean {
  return useStore(ageGateStore, (s) => s.accepted);
}
