import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
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
function pageDocument(fragment: string): string {
  const [, title = '', markup = ''] = /^<title>(.*)<\/title>\n([\s\S]*)$/.exec(fragment) ?? [];
  const body = markup.replace(/^( *)%PEER_VIDEO%$/m, (_, indent: string) =>
    PEER_VIDEO.map((line) => indent + line).join('\n'),
  );
  const indented = body.trimEnd().replace(/^(?=.)/gm, '    ');
  return PAGE_SHELL.replace('%TITLE%', () => title).replace('%BODY%', () => indented);
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
