import { useEffect } from 'react';
import { useSiteState } from '../router/site-state.ts';
import { metaStore, setMeta } from '../state/meta.ts';
import { resolveMeta } from './resolve.ts';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const el = create();
  document.head.append(el);
  return el;
}

/** Writes the meta store into the live document head (title, description, canonical, robots, JSON-LD). */
export function applyMetaToDocument(): void {
  const meta = metaStore.getState();
  document.title = meta.title;
  const description = upsert('meta[name="description"]', () => {
    const m = document.createElement('meta');
    m.setAttribute('name', 'description');
    return m;
  });
  description.setAttribute('content', meta.description);
  const canonical = upsert('link[rel="canonical"]', () => {
    const l = document.createElement('link');
    l.setAttribute('rel', 'canonical');
    return l;
  });
  canonical.setAttribute('href', meta.canonical);
  // The robots tag follows the page on client navigation too (404 and filtered pages).
  const robots = document.head.querySelector('meta[name="robots"]');
  if (meta.noindex && !robots) {
    const m = document.createElement('meta');
    m.setAttribute('name', 'robots');
    m.setAttribute('content', 'noindex');
    document.head.append(m);
  } else if (!meta.noindex) robots?.remove();
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const item of meta.jsonLd) {
    const s = document.createElement('script');
    s.type = 'application/ld+json';
    s.textContent = JSON.stringify(item);
    document.head.append(s);
  }
}

/**
 * After every navigation: rebuild the page meta from the page's module (section 2) into the
 * meta store, then into the document. Pages may call setMeta later (load more), which the
 * store subscription also applies.
 */
export function useHeadSync(): void {
  // Every navigation brings a new page state, a click on a link to the current page too.
  const { page } = useSiteState();
  useEffect(() => metaStore.subscribe(applyMetaToDocument), []);
  useEffect(() => {
    setMeta(resolveMeta(page, new URL(window.location.href), window.location.origin));
  }, [page]);
}
