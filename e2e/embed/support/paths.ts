import { fileURLToPath } from 'node:url';

/** Port of the tube server the embeds load from. */
export const EMBED_PORT = Number(process.env.EMBED_E2E_PORT ?? 4350);
/** Port of the webmaster's host pages (a second origin: `localhost`, not 127.0.0.1). */
export const HOST_PORT = Number(process.env.EMBED_HOST_E2E_PORT ?? 4351);

/** The tube site's origin (serves /embed/{id}/, /embed.js, the site pages). */
export const EMBED_ORIGIN = `http://127.0.0.1:${EMBED_PORT}`;
/** The webmaster's origin: pastes the loader. */
export const HOST_ORIGIN = `http://localhost:${HOST_PORT}`;
/** A third origin, served by the same host server under another name. */
export const FOREIGN_ORIGIN = `http://127.0.0.1:${HOST_PORT}`;

/** Generated media for the embed journeys (gitignored: `.cache/`). */
export const EMBED_MEDIA_DIR = fileURLToPath(new URL('../../.cache/embed-media', import.meta.url));

/** The videos the server seeds, by id (fixed: a fresh database starts at 1). */
export const VIDEOS = {
  first: { id: 1, dir: 'first-synthetic-clip', title: 'First synthetic clip' },
  second: { id: 2, dir: 'second-synthetic-clip', title: 'Second synthetic clip' },
  deleted: { id: 3, dir: 'removed-synthetic-clip', title: 'Removed synthetic clip' },
} as const;

/** Extra videos in the playable ones' category (ids after VIDEOS): a full related panel. */
export const RELATED_FILLERS = 12;
