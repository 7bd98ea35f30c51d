import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
/** apps/server, where the server's CLI and its dev tools (s3rver) live. */
export const SERVER_DIR = fileURLToPath(new URL('../../../apps/server/', import.meta.url));
/** apps/site, built once per run into its own directory (see site-build.ts). */
export const SITE_DIR = fileURLToPath(new URL('../../../apps/site/', import.meta.url));
