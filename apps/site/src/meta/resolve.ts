import { isRouteErrorResponse, type Params } from 'react-router';
import { t } from '../i18n/t.ts';
import type { PageHandle } from '../route-module.ts';
import type { MetaState } from '../state/meta.ts';
import { canonicalUrl } from './canonical.ts';
import { formatTitle } from './title.ts';

/** The parts of a react-router match that meta needs (a UIMatch or a server match). */
export interface MetaMatch {
  params: Params;
  handle?: unknown;
  data?: unknown;
}

/**
 * The meta of a page from its deepest match with a `meta` function: title with postfix and
 * page suffix, description, the canonical of the section 2 rule, JSON-LD. Used by the server
 * to render <head> and by the browser after every navigation. A failing meta function falls
 * back to the route name so a page bug never breaks the document.
 */
export function resolveMeta(
  matches: MetaMatch[],
  url: URL,
  origin: string,
  errors?: Record<string, unknown> | null,
): MetaState {
  // A loader's 404 (unknown category, sort, model…) renders the 404 view: its meta too.
  if (Object.values(errors ?? {}).some((e) => isRouteErrorResponse(e) && e.status === 404)) {
    return {
      title: formatTitle(t('page.not_found')),
      description: t('page.not_found'),
      canonical: canonicalUrl(origin, url.pathname, {}),
      jsonLd: [],
      noindex: true,
    };
  }
  const last = matches.at(-1);
  const params = last?.params ?? {};
  const handle = last?.handle as PageHandle | undefined;
  const metaMatch = [...matches].reverse().find((m) => (m.handle as PageHandle | undefined)?.meta);
  let declared: ReturnType<NonNullable<PageHandle['meta']>> | null = null;
  try {
    const fn = (metaMatch?.handle as PageHandle | undefined)?.meta;
    declared = fn ? fn({ data: metaMatch?.data, params: metaMatch?.params ?? {}, url }) : null;
  } catch {
    declared = null;
  }
  const page = declared?.page ?? (params.page ? Number(params.page) : undefined);
  return {
    title: formatTitle(declared?.title ?? '', page),
    description: declared?.description ?? '',
    canonical: declared?.canonical ?? canonicalUrl(origin, url.pathname, params),
    jsonLd: declared?.jsonLd ?? [],
    noindex: declared?.noindex ?? handle?.status === 404,
  };
}
