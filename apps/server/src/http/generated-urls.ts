import fc from 'fast-check';

/**
 * Hostile request targets for every family of addresses the server answers: the site's
 * route table (spec section 2), its files (static, embed, media, sitemaps, robots.txt), the
 * embed page, oEmbed and the JSON API. Each slot of a family's shape takes a valid value or
 * a hostile segment: arbitrary unicode and control characters percent-encoded, broken
 * escapes, dot segments, backslashes, repeated slashes; a query string is added half the
 * time. The property test `routes-fuzz-html.test.ts` and the lead's 5xx probe share it.
 *
 * The targets are raw: send them verbatim (Node's `http.request({path})`, which refuses only
 * characters outside U+0021-U+00FF). `fetch()` would run them through the URL parser first
 * and never send `//`, `/\` or `/a/..` as written. Every character is in that range.
 */

/** The address families, named after the route table and the server's prefixes. */
export const URL_FAMILIES = [
  'home',
  'video',
  'videos',
  'categories',
  'pornstars',
  'pornstar',
  'pornsites',
  'pornsite',
  'community',
  'information',
  'search',
  'site-other',
  'embed',
  'static',
  'embed-static',
  'media',
  'sitemap',
  'robots',
  'oembed',
  'json-api',
] as const;

/** One family of addresses. */
export type UrlFamily = (typeof URL_FAMILIES)[number];

/** One generated request: its family, raw target, and whether it asks for HTML like a browser. */
export interface GeneratedRequest {
  family: UrlFamily;
  url: string;
  html: boolean;
}

/** A lone surrogate: encodeURIComponent throws on one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** UTF-8 percent-encoding that never throws (a lone surrogate becomes U+FFFD). */
const encoded = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));

/** A segment meant to break something. */
const hostile: fc.Arbitrary<string> = fc.oneof(
  // Any unicode, control characters included, percent-encoded as a client would send it.
  fc.string({ unit: 'binary', maxLength: 12 }).map(encoded),
  fc.string({ unit: 'grapheme', maxLength: 6 }).map(encoded),
  // Control characters and the bidi override, encoded.
  fc.integer({ min: 0, max: 0x1f }).map((c) => `%${c.toString(16).padStart(2, '0')}`),
  fc.constantFrom('%7f', '%E2%80%AE', '%E4%BD%A0', '%D0%B0%D0%BD%D1%8F', '%0d%0aSet-Cookie:x', '%00'),
  // Broken escapes and broken UTF-8.
  fc.constantFrom('%', '%z', '%zz', '%E2%80', '%C0%AF', '%ff', '%%', '%2', '%u202e'),
  // Dot segments, slashes and backslashes, raw and encoded.
  fc.constantFrom(
    '.',
    '..',
    '%2e',
    '%2e%2e',
    '.%2e',
    '%2E%2E',
    '\\',
    '%5c',
    '%2f',
    '%2F..',
    '/',
    '//',
    '/\\',
  ),
  // Printable ASCII a browser would escape, and Latin-1 bytes sent raw.
  fc.constantFrom('"', '<', '>', '{', '}', '|', '^', '`', "'", ';', '@', ':', '!', '$', '&', '=', '+', ','),
  fc.constantFrom('~', '*', '(', ')', '[', ']', 'é', 'ÿ', '\u00a0x', 'ß'),
  fc.stringMatching(/^[a-zA-Z0-9._~-]{0,16}$/),
  // Numbers at and past every limit.
  fc.constantFrom('0', '-1', '1e3', '0x10', '99999', '100000', '9007199254740993', '1.5'),
  // Long segments (the router's maxParamLength is 1000).
  fc.constantFrom('a'.repeat(200), '9'.repeat(1001), 'a-'.repeat(600)),
);

/** A slot of a shape: mostly a valid value, often a hostile one. */
const slot = (...valid: string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...valid), weight: 3 }, { arbitrary: hostile, weight: 2 });

const page = slot('1', '2', '10');
const dir = slot('beach', 'model-one', 'site-x', 'video-1', 'a');
const sort = slot('latest-updates', 'top-rated', 'most-popular', 'alphabetaz', 'recent', 'most-viewed');
const id = slot('1', '2', '123');

/** `/a/b/c/` from parts, the trailing slash sometimes missing or doubled. */
const path = (...parts: fc.Arbitrary<string>[]) =>
  fc
    .tuple(fc.tuple(...parts), fc.constantFrom('/', '/', '/', '', '//', '/.'))
    .map(([segments, end]) => `/${segments.join('/')}${end}`);

/** A sorted listing and its pages: `/name/`, `/name/{sort}/`, `/name/{sort}/{page}/`. */
const sortedListing = (name: string) => [
  path(fc.constant(name)),
  path(fc.constant(name), sort),
  path(fc.constant(name), sort, page),
];

/**
 * An entity's page, its `tabs` and its video pages: `/name/{dir}/`, `/name/{dir}/{tab}/`,
 * `/name/{dir}/videos/{page}/`.
 */
const entityPages = (name: string, tabs: fc.Arbitrary<string>) => [
  path(fc.constant(name), dir),
  path(fc.constant(name), dir, tabs),
  path(fc.constant(name), dir, fc.constant('videos'), page),
];

/** Shapes per family (several per family: its children and redirects). */
const SHAPES: Record<UrlFamily, fc.Arbitrary<string>> = {
  home: fc.oneof(fc.constant('/'), path(page), path(fc.constant('404'))),
  video: fc.oneof(path(fc.constant('video'), id, dir), path(fc.constant('video'), id)),
  videos: fc.oneof(
    ...sortedListing('videos'),
    path(fc.constantFrom('latest-updates', 'top-rated', 'most-popular')),
  ),
  categories: fc.oneof(
    path(fc.constant('categories')),
    path(fc.constant('categories'), dir),
    path(fc.constant('categories'), dir, page),
  ),
  pornstars: fc.oneof(...sortedListing('pornstars')),
  pornstar: fc.oneof(...entityPages('pornstar', slot('info', 'comments', 'videos'))),
  pornsites: fc.oneof(...sortedListing('pornsites')),
  pornsite: fc.oneof(...entityPages('pornsite', slot('info', 'videos'))),
  community: fc.oneof(path(fc.constant('community'), sort, page), path(fc.constant('community'), sort)),
  information: fc.oneof(
    path(fc.constant('information')),
    path(fc.constant('information'), slot('dmca', 'support', 'terms', 'privacy', '2257', 'cookies')),
  ),
  search: fc.oneof(path(fc.constant('search')), path(fc.constant('search'), page)),
  'site-other': fc.oneof(
    path(slot('contacts', 'content-partner-program', 'history', '404', 'nope')),
    path(hostile, hostile),
    fc.constantFrom('//', '///', '/\\', '//x/', '/\\/x/', '/a/..//evil.example/x', '/%2e%2e//evil.example/'),
  ),
  embed: fc.oneof(path(fc.constant('embed'), id), path(fc.constant('embed'), id, hostile)),
  static: path(
    fc.constant('static'),
    slot('assets', '.vite', '..', 'entry-client.js'),
    slot('x.js', 'manifest.json'),
  ),
  'embed-static': path(fc.constant('embed-static'), slot('assets', '..', '.vite'), slot('x.js', 'a.css')),
  media: fc.oneof(
    path(
      fc.constant('media'),
      slot('videos', 'screenshots', 'timelines'),
      slot('0', '1'),
      slot('1.mp4', 'x.jpg'),
    ),
    path(fc.constant('timelines'), slot('0'), slot('0'), slot('1.10.5.vtt')),
    fc.constant('/videofile.php'),
  ),
  sitemap: fc.oneof(
    fc.constant('/sitemap.xml'),
    fc
      .tuple(slot('pages', 'categories', 'models', 'channels', 'videos'), page)
      .map(([kind, n]) => `/sitemap-${kind}-${n}.xml`),
  ),
  robots: fc.constantFrom('/robots.txt', '/robots.txt/', '//robots.txt', '/robots.txt%00'),
  oembed: fc.constant('/oembed'),
  'json-api': fc.oneof(
    path(
      fc.constant('json'),
      slot('main', 'videos2', 'video', 'models', 'model', 'channels'),
      hostile,
      hostile,
    ),
    fc.constantFrom('/videos2.php', '/suggester.php', '/input.php', '/embed.js'),
  ),
};

const queryKey = fc.oneof(
  fc.constantFrom('s', 'page', 'sort', 'campaign', 'autostart', 'start_time', 'r', 'url', 'format'),
  fc.constantFrom('maxwidth', 'maxheight', 'origin', 'text_redirect', 'video_id', 'e', 's', 'q', 'c'),
  hostile,
);
const queryValue = fc.oneof(
  fc.constantFrom('1', 'yes', 'json', 'xml', 'beach', 'http://127.0.0.1:3000/video/1/video-1/', ''),
  hostile,
);
/** A query string: `?` plus pairs, bare keys and stray separators. */
const query = fc
  .array(
    fc.oneof(
      fc.tuple(queryKey, queryValue).map(([k, v]) => `${k}=${v}`),
      queryKey,
      fc.constantFrom('', '&', '=', '?', '#frag', '=='),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => `?${pairs.join('&')}`);

/**
 * The leading part of the target, now and then doubled or dotted. A leading backslash is
 * rare: Node's parser refuses it before the app (400 `bad_request`), so it tests little.
 */
const lead = fc.oneof(
  { arbitrary: fc.constant(''), weight: 12 },
  { arbitrary: fc.constantFrom('/', '//', '/./', '/a/..', '/%2e%2e', '/\\'), weight: 3 },
  { arbitrary: fc.constant('\\'), weight: 1 },
);

/** A raw request target of `family`. */
export function familyUrl(family: UrlFamily): fc.Arbitrary<string> {
  return fc
    .tuple(lead, SHAPES[family], fc.option(query, { freq: 2 }))
    .map(([prefix, target, q]) => `${prefix}${target}${q ?? ''}`);
}

/**
 * A request of `family`, with `Accept: text/html` two times in three (without it every
 * unknown page is the JSON 404 before any render, so pages would be tested less).
 */
export function familyRequest(family: UrlFamily): fc.Arbitrary<GeneratedRequest> {
  const html = fc.oneof({ arbitrary: fc.constant(true), weight: 2 }, fc.constant(false));
  return fc.tuple(familyUrl(family), html).map(([url, accept]) => ({ family, url, html: accept }));
}

/** A request of any family, the families drawn alike. */
export const anyRequest: fc.Arbitrary<GeneratedRequest> = fc.oneof(...URL_FAMILIES.map(familyRequest));

/**
 * `count` generated requests covering every family in turn, the same for the same `seed`
 * (for a bench run against a listening server: send each `url` verbatim, with
 * `Accept: text/html` when `html`).
 */
export function generatedUrls(count: number, seed = 25): GeneratedRequest[] {
  const perFamily = Math.ceil(count / URL_FAMILIES.length);
  const byFamily = URL_FAMILIES.map((family, i) =>
    fc.sample(familyRequest(family), { numRuns: perFamily, seed: seed + i }),
  );
  // Round-robin over the families, so any prefix of the list covers them all.
  return Array.from({ length: count }, (_, i) => {
    const request = byFamily[i % URL_FAMILIES.length]?.[Math.floor(i / URL_FAMILIES.length)];
    if (!request) throw new Error('fast-check sampled fewer requests than asked');
    return request;
  });
}
