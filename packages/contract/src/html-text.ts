/**
 * Text that goes into server-rendered HTML: the site's document and head, the embed page's
 * shell, oEmbed's iframe code. One definition, so every page escapes the same way.
 */

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The characters `scriptJson` escapes, and their escapes. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. One
 * pass over the JSON (every server-rendered page's hydration data goes through it).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value ?? null).replace(SCRIPT_UNSAFE, (c) => SCRIPT_ESCAPES[c] ?? c);
}
