import type { MetaState } from '../state/meta.ts';

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The <head> tags of a page's meta (title, description, canonical, robots, JSON-LD). */
export function renderHeadTags(meta: MetaState): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.description) tags.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}">`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const item of meta.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(item)}</script>`);
  return tags.join('\n');
}
