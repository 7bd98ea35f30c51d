/**
 * The canonical URL of a page: its own clean URL, the path (with its trailing slash) and only
 * the search text `s` of the query (campaign, autostart, r… are dropped). Spec section 2's
 * rule (the first path segment, plus the second with an object_id) is the floor this stays
 * above: a video page is `/video/{id}/{dir}/`, not `/video/` (a 404), and page 3 of a listing
 * is page 3, not page 1, so search engines keep every page. The home page is the origin itself.
 */
export function canonicalUrl(origin: string, url: Pick<URL, 'pathname' | 'searchParams'>): string {
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const s = url.searchParams.get('s');
  return `${origin.replace(/\/$/, '')}${path}${s ? `?${new URLSearchParams({ s })}` : ''}`;
}
