import { fileURLToPath } from 'node:url';

/** The app's sources, copied into a temporary folder outside the workspace for each run. */
export const APP_TEMPLATE = fileURLToPath(new URL('../app', import.meta.url));
/** Where the last prepared app is recorded (gitignored: `.cache/`), for the spec and cleanup. */
export const APP_POINTER = fileURLToPath(new URL('../../.cache/consumer-app.json', import.meta.url));
/** The repository root (the workspace whose packages are packed). */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Port of the built app (and the test media); the Playwright config's baseURL. */
export const CONSUMER_PORT = Number(process.env.CONSUMER_E2E_PORT ?? 4360);
/** Port of the VAST server (the project's own VAST fixtures; a third party, so its own origin). */
export const CONSUMER_VAST_PORT = Number(process.env.CONSUMER_VAST_E2E_PORT ?? 4361);
export const CONSUMER_ORIGIN = `http://127.0.0.1:${CONSUMER_PORT}`;
export const CONSUMER_VAST_ORIGIN = `http://127.0.0.1:${CONSUMER_VAST_PORT}`;
