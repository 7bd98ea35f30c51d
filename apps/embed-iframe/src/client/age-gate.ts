import { rememberAdult, remembersAdult } from './age-memory.ts';

/**
 * Resolves once the visitor may watch: at once when the server rendered no interstitial
 * (the request carried `_agev=1`) or when this frame's storage remembers an earlier answer,
 * otherwise when they press the accept button. Accepting remembers the answer
 * (age-memory.ts) but playback never depends on it being stored: a browser that blocks
 * both still plays after the click; it simply asks again next time.
 */
export function waitForAge(doc: Document): Promise<void> {
  const gate = doc.querySelector<HTMLElement>('.te-age');
  if (!gate) return Promise.resolve();
  const win = doc.defaultView;
  const pass = () => {
    gate.remove();
    doc.body.classList.remove('age-verification');
  };
  if (win && remembersAdult(win)) {
    // Store the cookie again: the next load may then skip the interstitial on the server.
    rememberAdult(win);
    pass();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    gate.querySelector('button')?.addEventListener('click', () => {
      if (win) rememberAdult(win);
      pass();
      resolve();
    });
  });
}
