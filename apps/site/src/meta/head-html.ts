import { escapeHtml, scriptJson } from '@tubekit/contract';
import type { MetaState } from '../state/meta.ts';

/** The <head> tags of a page's meta (title, description, canonical, robots, JSON-LD). */
export function renderHeadTags(meta: MetaState): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.description) tags.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}">`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const item of meta.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  return tags.join('\n');
}
