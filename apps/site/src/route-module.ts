import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { ApiTransport } from './api/transport.ts';

export { notFound, redirect, replace } from './router/outcome.ts';

/** What every page loader receives. */
export interface PageLoaderArgs {
  /** Route params (`:page`, `:sort`, `:dir`, `:object_id`, `:id`...). */
  params: Params;
  /** The full URL of the navigation (query string: `url.searchParams.get('s')`). */
  url: URL;
  /** The API: axios in the browser, in-process on the server. Build paths with @tubekit/contract. */
  api: ApiTransport;
}

/** A page loader: returns the page data; may throw `redirect(...)`, `replace(...)` or `notFound()`. */
export type PageLoader<T = unknown> = (args: PageLoaderArgs) => Promise<T> | T;

/** The meta a page declares; the framework adds the title postfix and page suffix, and the canonical. */
export interface PageMeta {
  /** The page's own title, without the site postfix. */
  title: string;
  description?: string;
  /** Page number for the " - Page N" suffix; defaults to the `:page` param. */
  page?: number;
  /** JSON-LD objects (VideoObject on video pages). */
  jsonLd?: object[];
  /** Overrides the section 2 canonical rule (use sparingly). */
  canonical?: string;
  /** Adds robots noindex (the 404 page). */
  noindex?: boolean;
}

/** Arguments of a page's `meta` function. */
export interface PageMetaArgs<T> {
  data: T;
  params: Params;
  url: URL;
}

/**
 * A route module: the file src/pages/<page>/route.tsx. It is code-split and loaded when the
 * route first matches (server and browser alike).
 */
export interface PageModule<T = unknown> {
  /** The page component; read the loader data with `usePageData()`. */
  default: ComponentType;
  loader?: PageLoader<T>;
  /** Title/description/JSON-LD from the loader data; applied after every navigation. */
  meta?: (args: PageMetaArgs<T>) => PageMeta;
}
