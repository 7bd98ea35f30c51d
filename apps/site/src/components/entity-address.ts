import type { ApiTransport } from '../api/transport.ts';
import { notFound } from '../route-module.ts';

/**
 * Addresses of the pages of one named thing (a channel under /pornsite/, a model under
 * /pornstar/): the `:dir` check, the page and tab addresses, and their canonical.
 */

/** A channel or model dir as the contract's paths accept it. */
const DIR = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The `:dir` param when it can name a channel or model; the 404 otherwise (no API call). */
export function entityDir(dir: string | undefined): string {
  if (dir === undefined || !DIR.test(dir)) notFound();
  return dir;
}

/** The address of an entity page under `base` ('/pornsite'), or of one of its tabs ('info/'). */
export function entityHref(base: string, dir: string, tab = ''): string {
  return `${base}/${dir}/${tab}`;
}

/**
 * The canonical of an entity page. The section 2 rule keeps only the first segment when
 * there is no object_id param, which would point every channel or model at its list
 * page; the dir names the entity (as object_id names a category), so it stays in.
 */
export function entityCanonical(url: URL, base: string, dir: string, tab = ''): string {
  return `${url.origin}${entityHref(base, dir, tab)}`;
}

/** The pages of one kind of entity (models under /pornstar/, channels under /pornsite/). */
export interface EntityPages<T> {
  /** The `:dir` param when it can name one; the 404 otherwise (no API call). */
  dir(raw: string | undefined): string;
  /** The entity of a checked dir; the 404 when the API does not know it. */
  load(api: ApiTransport, dir: string): Promise<T>;
  /** The address of an entity's page, or of one of its tabs ('info/', 'videos/2/'). */
  href(dir: string, tab?: string): string;
  /** The canonical of an entity's page or tab (the dir stays in: see entityCanonical). */
  canonical(url: URL, dir: string, tab?: string): string;
}

/**
 * The pages of the entities under `base` ('/pornstar'), which `fetch` asks for by dir. The
 * json calls answer an error only for a dir they do not know, so `fetch` answers null for
 * any error answer, and that is the 404 page.
 */
export function entityPages<T>(
  base: string,
  fetch: (api: ApiTransport, dir: string) => Promise<T | null>,
): EntityPages<T> {
  return {
    dir: entityDir,
    async load(api, dir) {
      return (await fetch(api, dir)) ?? notFound();
    },
    href: (dir, tab = '') => entityHref(base, dir, tab),
    canonical: (url, dir, tab = '') => entityCanonical(url, base, dir, tab),
  };
}
