/**
 * The address a page request stands for. Node hands over the request target as the client
 * wrote it; the site parses it with `new URL()`, which throws on `//` and `/\` (a 500), reads
 * `//x/` as the host `x` (the home page rendered under an address the site does not own) and
 * resolves `/a/..//evil.example/x` into the path `//evil.example/x` (a Location off-site).
 * So a page is rendered only at its canonical address; any other spelling is a 301 there.
 */

const BASE = 'http://site.invalid';

/** `path` with its leading run of `/` and `\` made one `/`. */
const oneLeadingSlash = (path: string) => `/${path.replace(/^[/\\]+/, '')}`;

/**
 * A path already canonical: '/'-separated segments of ASCII letters, digits, '-', '_' and
 * '~' (no dot, '%', '\\', empty segment or query), which `new URL()` keeps byte for byte.
 */
const PLAIN_PATH = /^\/(?:[\w~-]+\/)*[\w~-]*$/;

/** What to do with a page request: render `url`, or send the client to `redirect`. */
export type PageAddress = { url: string } | { redirect: string };

/**
 * The canonical form of a raw request target: one leading slash, dot segments resolved,
 * backslashes read as slashes and characters the URL standard escapes escaped (what a
 * browser would send). A target already in that form renders; any other is a 301 to it.
 */
export function pageAddress(rawUrl: string): PageAddress {
  // Most targets are plain paths the parser would leave as they are: no URL is built for them.
  if (PLAIN_PATH.test(rawUrl)) return { url: rawUrl };
  const q = rawUrl.indexOf('?');
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const query = q < 0 ? '' : rawUrl.slice(q);
  // Resolving a dot segment can leave a new leading '//' ('/..//x'): repeat until stable.
  // Each round that changes the path shortens its leading part, so this ends.
  let path = oneLeadingSlash(rawPath);
  let parsed = new URL(path + query, BASE);
  while (oneLeadingSlash(parsed.pathname) !== parsed.pathname) {
    path = oneLeadingSlash(parsed.pathname);
    parsed = new URL(path + query, BASE);
  }
  const url = parsed.pathname + parsed.search;
  return parsed.pathname === rawPath ? { url } : { redirect: safeLocation(url) };
}

/**
 * A Location the server may send: a same-origin path, printable ASCII (Node refuses other
 * characters in a header: a 500), never `//` or `/\` at its start. The site builds its
 * Locations so already (apps/site `sameOriginPath`); this is the server's own guard, as the
 * server cannot import an app.
 */
export function safeLocation(location: string): string {
  let out = '/';
  for (const ch of location.replace(/^[/\\]+/, '')) {
    if (/^[\x21-\x5b\x5d-\x7e]$/.test(ch)) out += ch;
    else out += /^[\ud800-\udfff]$/.test(ch) ? '%EF%BF%BD' : encodeURIComponent(ch);
  }
  return out;
}
