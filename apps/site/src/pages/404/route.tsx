import { NotFoundView } from '../../app.tsx';
import { t } from '../../i18n/t.ts';
import type { PageMeta } from '../../route-module.ts';

/**
 * The catch-all's meta: the spec's 404 title, kept out of search indexes. The route entry
 * has status 404, so the server answers this page with HTTP 404.
 */
export function meta(): PageMeta {
  return { title: t('page.not_found'), description: t('page.not_found'), noindex: true };
}

/** Any address no other route matches: "Oops! Content not found!" with a link home. */
export default function NotFoundPage() {
  return <NotFoundView />;
}
