/**
 * The canonical URL rule of spec section 2: rebuilt on every navigation from the first path
 * segment, plus the second segment when the route has an object_id param. The home page
 * (no segment) is the origin itself.
 */
export function canonicalUrl(
  origin: string,
  pathname: string,
  params: Record<string, string | undefined>,
): string {
  const base = origin.replace(/\/$/, '');
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (!first) return `${base}/`;
  const second = segments[1];
  const tail = params.object_id && second ? `${second}/` : '';
  return `${base}/${first}/${tail}`;
}
