/// <reference types="google_interactive_media_ads_types" />
import type { Clock } from '../../foundation/clock';

/** The Google IMA SDK script; requested only when a page configures the IMA engine. */
export const IMA_SDK_URL = 'https://imasdk.googleapis.com/js/sdkloader/ima3.js';

type ImaWindow = Window & { google?: { ima?: typeof google.ima } };
let pending: Promise<typeof google.ima> | null = null;

/**
 * Injects the IMA SDK script once per page and resolves with `google.ima`. Rejects when
 * the script fails or takes longer than `timeoutMs` (ad blockers often swallow it); a
 * failed load is forgotten so a later ad break may retry.
 */
export function loadImaSdk(doc: Document, clock: Clock, timeoutMs: number): Promise<typeof google.ima> {
  const win = doc.defaultView as ImaWindow | null;
  if (win?.google?.ima) return Promise.resolve(win.google.ima);
  pending ??= new Promise<typeof google.ima>((resolve, reject) => {
    const script = doc.createElement('script');
    const timer = clock.setTimeout(() => reject(new Error('IMA SDK load timed out')), timeoutMs);
    script.async = true;
    script.src = IMA_SDK_URL;
    script.onload = () => {
      clock.clearTimeout(timer);
      const ima = win?.google?.ima;
      if (ima) resolve(ima);
      else reject(new Error('IMA SDK loaded without google.ima'));
    };
    script.onerror = () => {
      clock.clearTimeout(timer);
      reject(new Error('IMA SDK failed to load'));
    };
    doc.head.append(script);
  }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
