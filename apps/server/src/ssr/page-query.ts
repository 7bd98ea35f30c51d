import {
  DATE_FILTERED_SORTS,
  formatModelFilter,
  type ModelFilter,
  parseModelFilter,
} from '@tubekit/contract';

/** A query parameter's value as the site's render reads it, or null when it reads it as absent. */
type ValueCheck = (raw: string) => string | null;

/** One list of parameters the pages at the addresses `path` matches read while they render. */
interface PageParams {
  path: RegExp;
  params: Record<string, ValueCheck>;
}

/** A value in a fixed list ('' and the default are the same page as none). */
const oneOf =
  (...values: string[]): ValueCheck =>
  (raw) =>
    values.includes(raw) ? raw : null;
/** Any text, as it is: the page shows it (search words) or keeps it (a link's token). */
const text: ValueCheck = (raw) => (raw === '' ? null : raw);
/** A numeric id as the site's loaders accept one. */
const id: ValueCheck = (raw) => (/^[1-9]\d{0,9}$/.test(raw) ? raw : null);

/** apps/site components/listing-filters.ts `filtersFromSearch`: 0 is any length. */
const duration = oneOf('1', '2', '3');
/** The same: 'all' is every date, and only the date-filtered sorts read it. */
const date = oneOf('day', 'week', 'month');

/** apps/site pages/pornstars/model-filters.ts `filterFromSearch`: one group checked alone. */
const modelGroup =
  (field: keyof ModelFilter): ValueCheck =>
  (raw) => {
    if (raw === '' || raw.includes('.')) return null;
    const parsed = parseModelFilter(formatModelFilter({ [field]: raw } as ModelFilter));
    const value = parsed.ok ? parsed.value[field] : undefined;
    return value === undefined ? null : String(value);
  };
const MODEL_GROUPS = ['gender', 'age_group', 'hair', 'height', 'weight', 'ethnicity', 'letter'] as const;

/**
 * What each page's server render reads from its query (the site's loaders and the components
 * it renders before hydration), first match wins; every other page reads none. Parameters
 * only the browser reads (the player's autostart, start_time, debug; signin's `next`;
 * analytics' utm_*) are not here: the browser reads them from its own address.
 */
const PAGE_PARAMS: PageParams[] = [
  { path: /^\/search\/[^/]+\/$/, params: { s: text, duration } },
  {
    path: new RegExp(`^/videos/(${DATE_FILTERED_SORTS.join('|')})/[^/]+/$`),
    params: { duration, date },
  },
  { path: /^\/videos\/[^/]+\/[^/]+\/$/, params: { duration } },
  { path: /^\/categories\/[^/]+\/([^/]+\/)?$/, params: { duration } },
  { path: /^\/(pornstar|pornsite)\/[^/]+\/(videos\/[^/]+\/)?$/, params: { duration } },
  {
    path: /^\/pornstars\/[^/]+\/[^/]+\/$/,
    params: Object.fromEntries(MODEL_GROUPS.map((field) => [field, modelGroup(field)])),
  },
  // The queue beside the player (apps/site playlists `playlistParam`).
  { path: /^\/video\/[^/]+\/[^/]+\/$/, params: { playlist: id } },
  { path: /^\/signin\/$/, params: { confirmed: oneOf('1') } },
  { path: /^\/signup\/$/, params: { link: oneOf('invalid') } },
  { path: /^\/signup\/reset\/$/, params: { token: text } },
  { path: /^\/upload-video\/$/, params: { upload_id: id } },
];

/** Every parameter some page's render reads (a test checks the site reads no other one). */
export const PAGE_PARAM_NAMES: ReadonlySet<string> = new Set(
  PAGE_PARAMS.flatMap((page) => Object.keys(page.params)),
);

/** A page address cut to what its render reads, and the query pairs it left out. */
export interface PageQuery {
  /** The path and the parameters its page reads, each once (its first value), in name order. */
  url: string;
  /** The other parameters as they came ('' for none), for a redirect to carry on. */
  dropped: string;
}

/**
 * The address a page is rendered (and kept in the page cache) under: `/?a=1` and `/?a=2` are
 * one page, so a crawler or a bot's made-up parameters cannot fill the cache with copies of
 * it. The document is the same bytes as at its canonical address, and its canonical link
 * (apps/site meta/canonical.ts) names that address, so search engines see one page; no
 * redirect, so a campaign or analytics landing keeps its parameters in the browser's address.
 * `url` is the site's path and query as `pageAddress` made it.
 */
export function pageQuery(url: string): PageQuery {
  const q = url.indexOf('?');
  if (q < 0) return { url, dropped: '' };
  const path = url.slice(0, q);
  const query = new URLSearchParams(url.slice(q + 1));
  const params = PAGE_PARAMS.find((page) => page.path.test(path))?.params ?? {};
  const kept = new URLSearchParams();
  for (const name of Object.keys(params).sort()) {
    const raw = query.get(name);
    const value = raw === null ? null : (params[name]?.(raw) ?? null);
    if (value !== null) kept.set(name, value);
  }
  const dropped = new URLSearchParams([...query].filter(([name]) => !(name in params)));
  const search = kept.toString();
  return { url: search ? `${path}?${search}` : path, dropped: dropped.toString() };
}

/** A redirect's same-origin Location with the parameters the render was not given put back. */
export function withDropped(location: string, dropped: string): string {
  if (!dropped || !location.startsWith('/') || location.startsWith('//')) return location;
  return `${location}${location.includes('?') ? '&' : '?'}${dropped}`;
}
