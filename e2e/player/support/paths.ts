import { fileURLToPath } from 'node:url';

/** Generated media for the player tests (gitignored: `.cache/`). */
export const MEDIA_DIR = fileURLToPath(new URL('../../.cache/player-media', import.meta.url));
/** Vite build of the harness page (gitignored: `.cache/`). */
export const HARNESS_OUT = fileURLToPath(new URL('../../.cache/player-harness', import.meta.url));
/** Source of the harness page. */
export const HARNESS_SRC = fileURLToPath(new URL('../harness', import.meta.url));
/** Port of the harness server; the Playwright config and the server agree through it. */
export const PLAYER_PORT = Number(process.env.PLAYER_E2E_PORT ?? 4310);
/** Port of the static Storybook server used by the story checks. */
export const STORYBOOK_PORT = Number(process.env.STORYBOOK_E2E_PORT ?? 4311);
