import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type HtmlTagDescriptor, type Plugin } from 'vite';
import { PAGES_OUT, PAGES_SRC, PLAYERS, REPO_ROOT } from './paths.ts';

/** Builds @tubekit/player's dist (rollup), which the "ours" page imports. */
export function buildOurPlayer(): void {
  try {
    execFileSync('pnpm', ['--filter', '@tubekit/player', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  } catch {
    throw new Error(
      'the @tubekit/player build failed (see above); fix it, or pass --no-build to use the existing dist',
    );
  }
}

/** The document every page shares (`pages/page.html`): its %TITLE%, %BODY% and ./main.ts. */
const PAGE_SHELL = readFileSync(join(PAGES_SRC, 'page.html'), 'utf8');

/**
 * The <video> the peer players (video.js, Plyr, Fluid) take over, `%PEER_VIDEO%` in their
 * pages: the HD clip as a <source> child, which is how their own docs set it up.
 */
const PEER_VIDEO = [
  '<video id="video" width="640" height="360" muted playsinline preload="metadata" %NATIVE_AUTOPLAY%>',
  '  <source src="/media/clip_hd.mp4" type="video/mp4" />',
  '</video>',
];

/**
 * A page's document: its `index.html` holds only what differs between pages, a `<title>`
 * line and then the markup of its body, which go into the shared shell.
 */
export function pageDocument(fragment: string): string {
  const [, title = '', markup = ''] = /^<title>(.*)<\/title>\n([\s\S]*)$/.exec(fragment) ?? [];
  const body = markup.replace(/^( *)%PEER_VIDEO%$/m, (_, indent: string) =>
    PEER_VIDEO.map((line) => indent + line).join('\n'),
  );
  const indented = body.trimEnd().replace(/^(?=.)/gm, '    ');
  return PAGE_SHELL.replace('%TITLE%', () => title).replace('%BODY%', () => indented);
}

/** `<!-- modulepreload: <chunk name> -->` in a page's markup: see {@link preloadLazyChunks}. */
const PRELOAD_MARK = /^[ \t]*<!-- modulepreload: ([\w-]+) -->\n/gm;

/**
 * A page may declare in its markup lazy chunks it will need at once, by their name
 * (`<!-- modulepreload: engine -->`, the player's VAST chunk): they get a
 * `<link rel="modulepreload">` in the head, as our site's server writes for a video page with
 * ad tags (apps/site/src/pages/video/preroll-preload.ts), so they download beside the page's
 * bundle instead of when its code imports them.
 */
function preloadLazyChunks(id: string): Plugin {
  return {
    name: 'bench-preload-lazy-chunks',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const names = [...html.matchAll(PRELOAD_MARK)].map((m) => m[1]);
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          // The player's dist names its chunks with a hash (engine-<hash>.js): the name before it.
          (c) => c.type === 'chunk' && c.isDynamicEntry && names.includes(c.name.replace(/-[\w]{8}$/, '')),
        );
        if (chunks.length !== names.length)
          throw new Error(`${id}: no lazy chunk for each of ${names.join(', ')}`);
        const tags: HtmlTagDescriptor[] = chunks.map((c) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${id}/${c.fileName}` },
          injectTo: 'head',
        }));
        return { html: html.replace(PRELOAD_MARK, ''), tags };
      },
    },
  };
}

/**
 * Builds the pages (every player's, unless `ids` names others) with the same vite production
 * build, one build per page so no chunk is shared between players. Default resolve conditions: @tubekit/player comes from its dist.
 *
 * By default every player starts playback through its own autoplay option. With
 * `nativeAutoplay` every page's <video> markup (ours too: the player adopts it) also carries
 * the `autoplay` attribute, so the browser starts playing while the scripts still load.
 */
export async function buildPages(
  nativeAutoplay: boolean,
  ids: readonly string[] = PLAYERS.map((p) => p.id),
): Promise<void> {
  for (const id of ids) {
    await build({
      root: join(PAGES_SRC, id),
      base: `/${id}/`,
      configFile: false,
      logLevel: 'warn',
      plugins: [
        {
          name: 'bench-page',
          transformIndexHtml: {
            order: 'pre',
            handler: (html) =>
              pageDocument(html).replace('%NATIVE_AUTOPLAY%', nativeAutoplay ? 'autoplay' : ''),
          },
        },
        preloadLazyChunks(id),
      ],
      build: {
        outDir: join(PAGES_OUT, id),
        emptyOutDir: true,
        // Lazy engines (three.js, dash.js, hls.js) are big on purpose; only requested bytes count.
        chunkSizeWarningLimit: 2000,
      },
    });
  }
}
