/** Cookie of the site's age rule (spec section 4): `_agev=1` once the visitor accepted. */
export const AGE_COOKIE = '_agev';

/**
 * Resolves once the visitor may watch: at once when the server rendered no interstitial,
 * otherwise when they press the accept button. Accepting tries to store `_agev=1` for our
 * origin, but never depends on it: a browser that blocks third-party cookies (our frame on
 * someone else's page) still plays after the click; it simply asks again next time.
 */
export function waitForAge(doc: Document): Promise<void> {
  const gate = doc.querySelector<HTMLElement>('.te-age');
  if (!gate) return Promise.resolve();
  return new Promise((resolve) => {
    gate.querySelector('button')?.addEventListener('click', () => {
      rememberAdult(doc);
      gate.remove();
      doc.body.classList.remove('age-verification');
      resolve();
    });
  });
}

/** Sets `_agev=1` (never expires). SameSite=None is needed for a framed page on https. */
function rememberAdult(doc: Document): void {
  const secure = doc.location.protocol === 'https:';
  try {
    doc.cookie = `${AGE_COOKIE}=1; path=/; expires=Fri, 31 Dec 9999 23:59:59 GMT; ${secure ? 'SameSite=None; Secure' : 'SameSite=Lax'}`;
  } catch {
    // Sandboxed or cookie-less: the click alone lets this visit play.
  }
}
