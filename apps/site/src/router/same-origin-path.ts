/**
 * Where a redirect may send a visitor: a path of this site. Every Location the site answers
 * (the strict trailing slash, the redirect table, a loader's redirect) goes through
 * `sameOriginPath`, because two things in it broke the server:
 * - a raw control or non-Latin-1 character made Node refuse the header (a 500);
 * - a path starting with `//` (from `//x/`, or a dot segment: `/a/..//evil.example/x`) or
 *   `/\` is a protocol-relative URL to the browser, so the redirect left the site.
 */

/** Characters kept as they are: printable ASCII except `\`, which browsers read as `/`. */
const KEPT = /^[\x21-\x5b\x5d-\x7e]$/;

/** UTF-8 percent-encoding of one code point; a lone surrogate becomes U+FFFD. */
function encodeChar(ch: string): string {
  try {
    // Only characters outside KEPT come here, and none of them is one encodeURIComponent keeps.
    return encodeURIComponent(ch);
  } catch {
    return '%EF%BF%BD';
  }
}

/**
 * `location` as a same-origin path: the leading run of `/` and `\` collapsed to one `/`
 * (one added when there is none) and every character outside printable ASCII, and `\`,
 * percent-encoded. Existing `%XX` escapes stay, so an already safe path is unchanged.
 */
export function sameOriginPath(location: string): string {
  const rest = location.replace(/^[/\\]+/, '');
  let out = '/';
  for (const ch of rest) out += KEPT.test(ch) ? ch : encodeChar(ch);
  return out;
}

/** `/a/b/c/` from raw segments, each percent-encoded so a `/` or `?` in a value stays inside it. */
export function pathFromSegments(...segments: (string | number)[]): string {
  return segments.length ? `/${segments.map((s) => encodeURIComponent(String(s))).join('/')}/` : '/';
}
