import { createStore, useStore } from 'zustand';

/** The document meta of the current page (spec: "title and description come from a store"). */
export interface MetaState {
  /** The full title, postfix and page suffix included (see meta/title.ts). */
  title: string;
  description: string;
  /** Absolute canonical URL, rebuilt on every navigation (meta/canonical.ts). */
  canonical: string;
  /** JSON-LD objects rendered as <script type="application/ld+json">. */
  jsonLd: object[];
  /** Set to add <meta name="robots" content="noindex"> (the 404 page). */
  noindex: boolean;
}

/** The meta store; the spec's setMeta action is `setMeta`. */
export const metaStore = createStore<MetaState>(() => ({
  title: '',
  description: '',
  canonical: '',
  jsonLd: [],
  noindex: false,
}));

/** Replaces the page meta (fields not given keep their value). */
export function setMeta(meta: Partial<MetaState>): void {
  metaStore.setState(meta);
}

/** React hook over the meta store. */
export function useMeta<T>(selector: (s: MetaState) => T): T {
  return useStore(metaStore, selector);
}
