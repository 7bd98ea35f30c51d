/** The site name, used as the title postfix. */
export const SITE_NAME = 'Tubekit';
/** Spec section 2: titles carry a postfix... */
export const TITLE_POSTFIX = ` | ${SITE_NAME}`;

/**
 * The document title: the page's title, " - Page N" from page 2 on, then the postfix.
 * An empty title gives the site name alone.
 */
export function formatTitle(title: string, page?: number): string {
  const base = title.trim();
  if (!base) return SITE_NAME;
  const suffix = page && Number.isInteger(page) && page > 1 ? ` - Page ${page}` : '';
  return `${base}${suffix}${TITLE_POSTFIX}`;
}
