import { escapeHtml, scriptJson } from '@tubekit/contract';
import { DELETED_MESSAGE } from '@tubekit/player';
import { type EmbedAssets, type EmbedPage, videoPageUrl } from './model.ts';

/** Text of the missing-video panel (the site's 404 page says the same). */
export const MISSING_MESSAGE = 'Oops! Content not found!';

const SAD_ICON =
  '<svg class="te-panel-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true"><circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="1.5"/><circle cx="9" cy="10" r="1.2" fill="currentColor"/><circle cx="15" cy="10" r="1.2" fill="currentColor"/><path d="M8 16.5c2.2-2 5.8-2 8 0" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/></svg>';

/** The logo: opens the site in a new tab (the client adds start_time and sends click_logo). */
function logo(href: string): string {
  return `<a class="te-logo" href="${escapeHtml(href)}" target="_blank" rel="noopener" data-click="click_logo" aria-label="Open on Tubekit">Tubekit</a>`;
}

/** Only the inline panel styles: error pages load no script and no stylesheet. */
const PANEL_CSS =
  'html,body{margin:0;height:100%;background:#0f0f12;color:#eee;font:15px/1.4 system-ui,sans-serif}' +
  '.te-panel{height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;text-align:center;padding:16px;box-sizing:border-box}' +
  '.te-panel a{color:#ff8a1f}.te-logo{position:absolute;top:8px;right:10px;color:#ff8a1f;font-weight:700;text-decoration:none}';

function document(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="rating" content="adult">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${head}
</head>
${body}
</html>`;
}

function panel(title: string, message: string, link: string, testid: string): string {
  return document(
    title,
    `<style>${PANEL_CSS}</style>`,
    `<body><div class="te-panel" role="alert" data-testid="${testid}">${SAD_ICON}<p>${escapeHtml(message)}</p>${link}</div></body>`,
  );
}

/** The age interstitial: shown before play until the visitor confirms they are adult. */
function ageGate(): string {
  return `<div class="te-age" role="dialog" aria-modal="true" aria-labelledby="te-age-title" data-testid="te-age">
<h2 id="te-age-title">ADULT CONTENT WARNING</h2>
<p>This video contains material for adults only. By entering you confirm that you are 18 years of age or older.</p>
<button type="button" class="te-age-accept" data-testid="te-age-accept">I am 18 or older - Enter</button>
<a href="https://www.google.com/" target="_top" rel="noopener" class="te-age-leave">Leave</a>
</div>`;
}

/**
 * The whole document of the embed page. For a playable video: the poster as the stage's
 * background (visible before any script runs), the title and logo links, the age
 * interstitial when needed, and the data the client entry starts the player from. Deleted
 * and missing videos get their panel and no script at all, so no media is ever requested.
 * `nonce` is the response's Content-Security-Policy nonce: the entry script carries it, and
 * the `csp-nonce` meta hands it to vite's preloader for the lazy chunks' modulepreload links.
 */
export function renderEmbedShell(page: EmbedPage, assets: EmbedAssets, nonce = ''): string {
  if (page.status === 'missing') {
    return panel(
      MISSING_MESSAGE,
      MISSING_MESSAGE,
      '<a href="/" target="_blank" rel="noopener">Go to the home page</a>',
      'te-missing',
    );
  }
  if (page.status === 'deleted') {
    const href = videoPageUrl(page.video);
    return panel(page.video.title, DELETED_MESSAGE, logo(href), 'te-deleted');
  }
  const { video, ageGate: gate, ...rest } = page;
  const href = videoPageUrl(video);
  const css = assets.css.map((f) => `<link rel="stylesheet" href="/embed-static/${f}">`).join('\n');
  const nonced = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const head = `<link rel="preload" as="image" href="${escapeHtml(video.poster)}">
${css}${nonce ? `\n<meta property="csp-nonce"${nonced}>` : ''}
<script type="module"${nonced} src="/embed-static/${assets.entry}"></script>`;
  const data = { video, ...rest };
  const body = `<body class="te${gate ? ' age-verification' : ''}">
<div class="te-stage" style="background-image:url('${escapeHtml(video.poster)}')">
<div class="te-player" id="te-player"></div>
<a class="te-title" href="${escapeHtml(href)}" target="_blank" rel="noopener" data-click="click_title">${escapeHtml(video.title)}</a>
${logo(href)}
${gate ? ageGate() : ''}
</div>
<script type="application/json" id="te-data">${scriptJson(data)}</script>
</body>`;
  return document(video.title, head, body);
}
