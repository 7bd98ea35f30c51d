/**
 * The third-party tracking GET sent on each ad load (spec section 7): the endpoint gets
 * `out_name` and `cisai` copied from the ad tag's query string. Returns null when the
 * endpoint or the tag is not a valid URL (bad configuration must not break the ad).
 */
export function adLoadTrackingUrl(endpoint: string, tag: string): string | null {
  try {
    const tagParams = new URL(tag).searchParams;
    const url = new URL(endpoint);
    for (const name of ['out_name', 'cisai']) url.searchParams.set(name, tagParams.get(name) ?? '');
    return url.href;
  } catch {
    return null;
  }
}

/** Sends a GET as an image beacon: no CORS, no response needed. */
export function imageBeacon(url: string): void {
  const Img = globalThis.Image;
  if (typeof Img === 'function') new Img().src = url;
}
