import type { PageState } from '../../router/load-page.ts';
import type { VideoPageData } from './video-loader.ts';

/**
 * The player's ads chunks, as Vite's manifest names them (source paths from the site's root):
 * `@tubekit/player/ads` and its VAST engine chunk.
 */
export const PREROLL_MODULES = [
  '../../packages/player/src/ads/index.ts',
  '../../packages/player/src/ads/vast/engine.ts',
] as const;

/**
 * The ads chunks a server-rendered page preloads (modulepreload links in its head, after the
 * page's own chunks; the `Link` header keeps only a page's first links): on a video page with
 * a player and ad tags (the server gives members none) the player loads both as soon as it is
 * up, and the preroll waits for them. Named with the page, they download beside the app's own
 * chunks instead of after hydration and the player's setup (issue #20, bench/player README:
 * about 40 ms sooner to the preroll's first frame at 4x CPU, paired median). Every other page,
 * the home page too, names none.
 */
export function prerollModules(page: PageState, root: { ads?: { tags: readonly string[] } }): string[] {
  if (page.route.name !== 'video' || page.error || !page.module) return [];
  if (!root.ads?.tags.length) return [];
  const { sources } = page.data as Partial<VideoPageData>;
  return sources ? [...PREROLL_MODULES] : [];
}
