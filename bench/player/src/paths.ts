import { fileURLToPath } from 'node:url';

/** bench/player */
export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Page sources: one folder per player. */
export const PAGES_SRC = fileURLToPath(new URL('../pages', import.meta.url));
/** Built pages (gitignored). */
export const PAGES_OUT = fileURLToPath(new URL('../.cache/pages', import.meta.url));
/** Generated mp4 (gitignored). */
export const MEDIA_DIR = fileURLToPath(new URL('../.cache/media', import.meta.url));
/** JSON results of each run (gitignored: bench/**\/results/). */
export const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The pages loaded, in table order: ours first, then the peers, then the reference page with
 * the same markup and no player at all (the floor of the method, not a peer).
 */
export const PLAYERS = [
  { id: 'ours', label: '@tubekit/player (dist)' },
  { id: 'videojs', label: 'video.js 8' },
  { id: 'plyr', label: 'Plyr 3.8.4' },
  { id: 'fluid', label: 'Fluid Player 3.58.0' },
  { id: 'bare', label: 'no player (reference)' },
] as const;

/** The page that is not a player: excluded from the peers and the ratios. */
export const REFERENCE_ID = 'bare';

/** One compared player. */
export type PlayerId = (typeof PLAYERS)[number]['id'];
