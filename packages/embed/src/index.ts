/**
 * `@tubekit/embed`: the loader webmasters paste. The built script (dist/embed.js, served at
 * /embed.js) runs `auto.ts`; this entry exports the pieces for tests and other bundlers.
 */
export { buildFrame, frameUrl, type PlaceholderOptions, readPlaceholder, VIDEO_ATTR } from './frame.ts';
export { createLoader, type EmbedLoader } from './loader.ts';
export { createPlayerHandle, type EmbedListener, type EmbedPlayer, isEventMessage } from './player-handle.ts';
