import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../config.ts';

/** The page model the shell renders (mirror of apps/embed-iframe/src/model.ts). */
export type EmbedPage =
  | {
      status: 'ok';
      video: { video_id: number; dir: string; title: string; poster: string; duration: string };
      sources: unknown;
      related: { video_id: number; dir: string; title: string; duration: string; scr: string }[];
      ageGate: boolean;
      ads?: { tags: string[]; pauseAdUrl?: string };
      specialUser?: true;
    }
  | { status: 'deleted'; video: { video_id: number; dir: string; title: string } }
  | { status: 'missing' };

/** The built embed page: its shell renderer, its client files, and the loader script. */
export interface EmbedBundle {
  /** The page's HTML; `nonce` is the response's CSP nonce, which its scripts carry. */
  render(page: EmbedPage, nonce: string): string;
  clientDir: string;
  /** packages/embed/dist/embed.js, served at /embed.js. */
  loaderFile: string;
}

/** Where the builds are (TUBEKIT_EMBED_DIST overrides the page's). */
export const DEFAULT_EMBED_DIST = join(REPO_ROOT, 'apps/embed-iframe/dist');
export const DEFAULT_LOADER_FILE = join(REPO_ROOT, 'packages/embed/dist/embed.js');

const CLIENT_ENTRY = 'src/client/entry.ts';

/**
 * Loads apps/embed-iframe/dist (manifest + shell renderer). Throws an Error naming the build
 * command when a part is missing, never a raw ENOENT.
 */
export async function loadEmbedBundle(dist: string, loaderFile: string): Promise<EmbedBundle> {
  const manifestPath = join(dist, 'client/.vite/manifest.json');
  const shellPath = join(dist, 'server/shell.js');
  for (const path of [manifestPath, shellPath, loaderFile]) {
    if (!existsSync(path))
      throw new Error(
        `the embed page is not built (${path} is missing): run pnpm --filter @tubekit/embed-iframe build:if-stale`,
      );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no ${CLIENT_ENTRY} entry`);
  const mod = (await import(pathToFileURL(shellPath).href)) as {
    renderEmbedShell?: (page: EmbedPage, assets: { entry: string; css: string[] }, nonce: string) => string;
  };
  const render = mod.renderEmbedShell;
  if (typeof render !== 'function') throw new Error(`${shellPath} does not export renderEmbedShell()`);
  const assets = { entry: entry.file, css: entry.css ?? [] };
  return {
    render: (page, nonce) => render(page, assets, nonce),
    clientDir: join(dist, 'client'),
    loaderFile,
  };
}
