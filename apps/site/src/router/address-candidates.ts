/** A path's first segment when it is a plain ASCII literal (what the bucketing trusts). */
const LITERAL_FIRST = /^\/([\w.~-]*)(?:\/|$)/;

/**
 * The first segment of a route's path as react-router reads it (leading slashes dropped),
 * lowercased when it is a literal; null when it is not (`:param`, `*`, an optional `x?`,
 * anything else): such a route may match any address.
 */
function literalFirst(path: string): string | null {
  return LITERAL_FIRST.exec(`/${path.replace(/^\/+/, '')}`)?.[1]?.toLowerCase() ?? null;
}

type Buckets<T> = { byFirst: Map<string, T[]>; wild: T[] };
const bucketsOf = new WeakMap<object, Buckets<{ path: string }>>();

/**
 * The routes of `list` that an address can match, in table order: those whose first segment
 * is the address's (react-router compares case-insensitively), and those whose first segment
 * is not a literal. react-router's `matchRoutes` flattens and ranks the whole list it is
 * given on every call and compiles a pattern for each route it tries; given this short list
 * the server's match costs a fraction and finds the same route, since a route whose first
 * segment is another literal cannot match and the ranking keeps the table's order among
 * equals. An address whose first segment is not a plain ASCII literal (percent-escapes,
 * which react-router decodes first, or other characters) gets the whole list.
 */
export function addressCandidates<T extends { path: string }>(list: T[], pathname: string): T[] {
  const first = LITERAL_FIRST.exec(pathname)?.[1];
  if (first === undefined) return list;
  let buckets = bucketsOf.get(list) as Buckets<T> | undefined;
  if (!buckets) {
    const keys = list.map((route) => literalFirst(route.path));
    const byFirst = new Map<string, T[]>();
    for (const key of new Set(keys))
      if (key !== null)
        byFirst.set(
          key,
          list.filter((_, i) => keys[i] === key || keys[i] === null),
        );
    buckets = { byFirst, wild: list.filter((_, i) => keys[i] === null) };
    bucketsOf.set(list, buckets);
  }
  return buckets.byFirst.get(first.toLowerCase()) ?? buckets.wild;
}
