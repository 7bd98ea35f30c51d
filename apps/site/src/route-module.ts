import type { ComponentType } from 'react';
import { data, type Params } from 'react-router';
import type { ApiTransport } from './api/transport.ts';

/** What every page loader receives. */
export interface PageLoaderArgs {
  /** Route params (`:page`, `:sort`, `:dir`, `:object_id`, `:id`...). */
  params: Params;
  /** The full URL of the navigation (query string: `url.searchParams.get('s')`). */
  url: URL;
  /** The fetch Request react-router made (for its `signal`). */
  request: Request;
  /** The API: axios in the browser, in-process on the server. Build paths with @tubekit/contract. */
  api: ApiTransport;
}

/** A page loader: returns the page data; may `throw redirect(...)` or `throw notFound()`. */
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
  /** The page component; read the loader data with `useLoaderData()`. */
  default: ComponentType;
  loader?: PageLoader<T>;
  /** Title/description/JSON-LD from the loader data; applied after every navigation. */
  meta?: (args: PageMetaArgs<T>) => PageMeta;
}

/** The route `handle` the framework keeps for each page route. */
export interface PageHandle {
  /** The route name of spec section 2 (analytics page name). */
  name: string;
  /** HTTP status of the server answer when this route renders (404 for the catch-all). */
  status?: number;
  /** Hides the category slider (signup and video pages). */
  noSlider?: boolean;
  meta?: PageModule['meta'];
}

/** Throw from a loader to render the 404 page (status 404 on the server). */
export function notFound(): never {
  throw data(null, { status: 404 });
}
