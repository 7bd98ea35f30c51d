/** Query keys that name a page's content (search's text): kept in its canonical; the rest (campaign, autostart, r…) are dropped. */
const CONTENT_QUERY_KEYS = ['s'] as const;

/**
 * The canonical URL of a page: its own clean URL, the path (with its trailing slash) and
 * only the query keys that name its content. Spec section 2's rule (the first path segment,
 * plus the second with an object_id) is the floor this stays above: a video page is
 * `/video/{id}/{dir}/`, not `/video/` (a 404), and page 3 of a listing is page 3, not page 1,
 * so search engines keep every page. The home page is the origin itself.
 */
export function canonicalUrl(origin: string, url: Pick<URL, 'pathname' | 'searchParams'>): string {
  const base = origin.replace(/\/$/, '');
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const query = new URLSearchParams();
  for (const key of CONTENT_QUERY_KEYS) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}
