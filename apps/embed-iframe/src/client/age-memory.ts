/** Cookie of the site's age rule (spec section 4): `_agev=1` once the visitor accepted. */
export const AGE_COOKIE = '_agev';

/** The same answer in the frame's storage (partitioned by the host site in current browsers). */
export const AGE_STORAGE_KEY = '_agev';

/**
 * The `_agev=1` cookie line for the frame. In a secure context (https, or http on localhost)
 * it is a CHIPS cookie, `Partitioned; Secure; SameSite=None`: the one kind of cookie a
 * browser stores from inside a third-party frame even when it blocks third-party cookies,
 * kept per host site and sent back on the next load of our frame on that same site, so the
 * server leaves the interstitial out. Browsers refuse Secure cookies on plain http: there it
 * is a `SameSite=Lax` cookie, stored only when the frame is same-site with the page (or
 * opened on its own); a cross-site frame then relies on the storage entry alone.
 */
export function ageCookie(secureContext: boolean): string {
  const attributes = secureContext ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax';
  return `${AGE_COOKIE}=1; path=/; expires=Fri, 31 Dec 9999 23:59:59 GMT; ${attributes}`;
}

/**
 * Remembers that the visitor accepted, in the cookie and in localStorage. Either may be
 * refused (sandboxed frame, storage or cookies blocked): the click alone lets this visit play.
 */
export function rememberAdult(win: Window): void {
  try {
    win.document.cookie = ageCookie(win.isSecureContext);
  } catch {
    // Cookie-less document: only this visit is allowed.
  }
  try {
    win.localStorage.setItem(AGE_STORAGE_KEY, '1');
  } catch {
    // Storage blocked: only this visit is allowed.
  }
}

/**
 * True when this frame's storage holds an earlier answer: the server rendered the
 * interstitial because no cookie came back (a browser that keeps partitioned storage but
 * not the cookie), so the client lets the visitor through without asking again.
 */
export function remembersAdult(win: Window): boolean {
  try {
    return win.localStorage.getItem(AGE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}
