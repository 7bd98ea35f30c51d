import { NOT_FOUND_TEXT } from '../i18n/initial-texts.ts';
import type { PageModule } from '../route-module.ts';
import type { PageState } from '../router/load-page.ts';
import type { MetaState } from '../state/meta.ts';
import { canonicalUrl } from './canonical.ts';
import { formatTitle } from './title.ts';

/**
 * The meta of a page from its module's `meta` function: title with postfix and page suffix,
 * description, the canonical (the page's own clean URL), JSON-LD. Used by the server to render
 * <head> and by the browser after every navigation. A failing meta function falls back to
 * the route name so a page bug never breaks the document.
 */
export function resolveMeta(page: PageState, url: URL, origin: string): MetaState {
  // A loader's 404 (unknown category, sort, model…) renders the 404 view: its meta too.
  if (page.error?.status === 404) {
    return {
      title: formatTitle(NOT_FOUND_TEXT),
      description: NOT_FOUND_TEXT,
      canonical: canonicalUrl(origin, url),
      jsonLd: [],
      noindex: true,
    };
  }
  const { params } = page;
  let declared: ReturnType<NonNullable<PageModule['meta']>> | null = null;
  try {
    const fn = page.error ? undefined : page.module?.meta;
    declared = fn ? fn({ data: page.data, params, url }) : null;
  } catch {
    declared = null;
  }
  const number = declared?.page ?? (params.page ? Number(params.page) : undefined);
  return {
    title: formatTitle(declared?.title ?? '', number),
    description: declared?.description ?? '',
    canonical: declared?.canonical ?? canonicalUrl(origin, url),
    jsonLd: declared?.jsonLd ?? [],
    noindex: declared?.noindex ?? page.route.status === 404,
  };
}
