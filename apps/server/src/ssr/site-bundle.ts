import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteApiTransport } from './inject-transport.ts';
import type { PageUser } from './page-user.ts';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The request the site renders (mirror of apps/site/src/entry-server.tsx). */
export interface SiteRenderRequest {
  url: string;
  cookies: Record<string, string>;
  origin?: string;
  /** The player's ads (server configuration), for the shared root data. */
  ads?: { tags: string[]; pauseAdUrl?: string };
  /**
   * The signed-in member of the request's session (the page constants' user), or the stand-in
   * of the page every member shares (member-page.ts); null for a visitor.
   */
  user: PageUser | null;
  /** The visitor's partner campaign (URL or campaign cookie), for the root data. */
  campaign?: string;
  /** The campaign makes the visitor a special user (the player's `specialUser`). */
  special?: boolean;
}

/** What the site's render answers (mirror of apps/site/src/entry-server.tsx). */
export interface SiteRenderResult {
  status: number;
  redirect?: string;
  html: string;
  head: string;
  hydrationData: unknown;
  modules: string[];
  bodyClass: string;
}

/** The built site: its render function and the client manifest. */
export interface SiteBundle {
  render(request: SiteRenderRequest, api: SiteApiTransport): Promise<SiteRenderResult>;
  /**
   * Whether a member's page at a URL is the same for every member (rendered once for all with
   * a stand-in, member-page.ts); absent in an older build: every member's page is rendered.
   */
  sharedByMembers?(url: string): boolean;
  manifest: Record<string, ManifestChunk>;
  clientDir: string;
}

/** The client entry's key in the manifest. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** Why the bundle could not be loaded, in words for the log and the 503 page. */
export class SiteBuildMissing extends Error {}

/**
 * Loads apps/site/dist (client manifest + server render). Throws SiteBuildMissing with a
 * clear message when a part is missing, never a raw ENOENT.
 */
export async function loadSiteBundle(siteDist: string): Promise<SiteBundle> {
  const manifestPath = join(siteDist, 'client/.vite/manifest.json');
  const serverEntry = join(siteDist, 'server/entry-server.js');
  for (const path of [manifestPath, serverEntry]) {
    if (!existsSync(path))
      throw new SiteBuildMissing(
        `the site is not built (${path} is missing): run pnpm --filter @tubekit/site build`,
      );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[CLIENT_ENTRY]) throw new SiteBuildMissing(`${manifestPath} has no ${CLIENT_ENTRY} entry`);
  const mod = (await import(pathToFileURL(serverEntry).href)) as Partial<SiteBundle>;
  if (typeof mod.render !== 'function') throw new SiteBuildMissing(`${serverEntry} does not export render()`);
  const shared = typeof mod.sharedByMembers === 'function' ? { sharedByMembers: mod.sharedByMembers } : {};
  return { render: mod.render, ...shared, manifest, clientDir: join(siteDist, 'client') };
}

/** A page's built files: its entry, module preloads and stylesheets. */
type PageAssets = { entry: string; preload: string[]; css: string[] };

/** `assetsFor`'s answers by manifest and module list: a build's answers never change. */
const assetsByManifest = new WeakMap<Record<string, ManifestChunk>, Map<string, PageAssets>>();

/**
 * The JS and CSS a page needs from the manifest: the client entry plus the matched page
 * modules, with their static imports (for modulepreload) and CSS, each once. Worked out once
 * per module list of a build (a handful of page kinds), not per render; frozen, as shared.
 */
export function assetsFor(manifest: Record<string, ManifestChunk>, modules: string[]): PageAssets {
  let known = assetsByManifest.get(manifest);
  if (!known) {
    known = new Map();
    assetsByManifest.set(manifest, known);
  }
  const key = modules.join('\n');
  let assets = known.get(key);
  if (!assets) {
    assets = listAssets(manifest, modules);
    Object.freeze(assets.preload);
    Object.freeze(assets.css);
    known.set(key, Object.freeze(assets));
  }
  return assets;
}

function listAssets(manifest: Record<string, ManifestChunk>, modules: string[]): PageAssets {
  const preload = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    preload.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(CLIENT_ENTRY);
  for (const m of modules) visit(m);
  const entry = manifest[CLIENT_ENTRY]?.file ?? '';
  preload.delete(entry);
  return { entry, preload: [...preload], css: [...css] };
}
