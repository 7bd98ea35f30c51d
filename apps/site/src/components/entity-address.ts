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
