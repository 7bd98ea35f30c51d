import type { assetsFor } from './site-bundle.ts';

/** A page's built files, as `assetsFor` lists them. */
type PageAssets = ReturnType<typeof assetsFor>;

/**
 * Most links a page's `Link` header names: the stylesheets, the entry and the first of its
 * preloads (the entry's own imports come first in `assetsFor`'s order). A page names about a
 * dozen; past this the header (~100 bytes a link with its nonce) would outgrow what proxies
 * and CDNs keep without gaining much, as the document's head names every one anyway.
 */
export const MAX_PAGE_LINKS = 12;

/**
 * The `Link` header of a page: its stylesheets as `rel=preload; as=style`, then its entry and
 * module chunks as `rel=modulepreload`, each carrying the page's CSP nonce (under
 * 'strict-dynamic' a module preload without it may be refused), at most
 * {@link MAX_PAGE_LINKS}. Built once per render and kept with the cached page: a CDN in front
 * can answer its 103 Early Hints from it while it waits for the page, and a browser starts
 * fetching the chunks with the headers, before the document's body.
 */
export function pageLinkHeader(assets: PageAssets, nonce: string): string {
  const n = `; nonce="${nonce}"`;
  const styles = assets.css.map((file) => `</static/${file}>; rel=preload; as=style`);
  const modules = [assets.entry, ...assets.preload]
    .filter((file) => file !== '')
    .map((file) => `</static/${file}>; rel=modulepreload${n}`);
  return [...styles, ...modules].slice(0, MAX_PAGE_LINKS).join(', ');
}
