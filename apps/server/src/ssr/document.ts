import { escapeHtml, scriptJson } from '@tubekit/contract';
import type { SiteRenderResult } from './site-bundle.ts';

/** Static URL of a built file (the client build's base is /static/). */
const staticUrl = (file: string) => `/static/${file}`;

/** A small inline icon so browsers do not request /favicon.ico (a 404 in the console). */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23ff8a1f'/%3E%3Cpath d='M6 4l6 4-6 4z' fill='%23111'/%3E%3C/svg%3E";

/**
 * The age gate (spec section 4) is in the markup of every page it guards, whoever asks, so
 * one cached page serves every visitor (no `Vary: Cookie`). This head script runs before the
 * first paint: with `_agev=1` it marks <html> `age-ok`, and the site's CSS (modal.css) hides
 * the gate and lets the page scroll. Without scripts the class never comes: the gate shows.
 */
const AGE_OK_SCRIPT = `if(/(?:^|;\\s*)_agev=1(?:;|$)/.test(document.cookie))document.documentElement.classList.add('age-ok')`;

/**
 * Run after the app's markup, before the app (a module script runs after parsing): for an
 * `age-ok` visitor it removes the hidden gate, its page wrapper's `inert` and the body class,
 * so the page is usable before hydration and the DOM is what the browser's render (which
 * reads `_agev` itself) hydrates: the gate's backdrop follows that wrapper (AgeVerification).
 */
const AGE_OK_CLEANUP = `{const g=document.querySelector('html.age-ok .age-gate');if(g){g.previousElementSibling.removeAttribute('inert');g.remove();document.body.classList.remove('age-verification')}}`;

/**
 * The full HTML document of a rendered route: head from the site (title, description,
 * canonical, JSON-LD), the route's CSS and JS preloads from the manifest, the app markup
 * (the age gate included when it shows) and the hydration data.
 *
 * `nonce` is the response's Content-Security-Policy nonce (`usePageNonce`): under
 * 'strict-dynamic' a parser-inserted script or modulepreload runs only with it, same-origin
 * or not, so every one of them carries it; the `csp-nonce` meta hands it to vite's preload
 * helper, which adds it to the modulepreload links of lazily loaded chunks.
 */
export function renderDocument(
  result: SiteRenderResult,
  assets: { entry: string; preload: string[]; css: string[] },
  nonce: string,
  events: Record<string, string>[] = [],
): string {
  const n = ` nonce="${escapeHtml(nonce)}"`;
  const css = assets.css.map((f) => `<link rel="stylesheet" href="${staticUrl(f)}">`).join('\n');
  const preload = assets.preload
    .map((f) => `<link rel="modulepreload"${n} href="${staticUrl(f)}">`)
    .join('\n');
  const bodyClass = result.bodyClass ? ` class="${result.bodyClass}"` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<script${n}>${AGE_OK_SCRIPT}</script>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="rating" content="adult">
<meta name="theme-color" content="#0f0f12">
<link rel="icon" href="${FAVICON}">
<meta property="csp-nonce"${n}>
${result.head}
${css}
${preload}
<script type="module"${n} src="${staticUrl(assets.entry)}"></script>
</head>
<body${bodyClass}>
<div id="root">${result.html}</div>
<script${n}>${AGE_OK_CLEANUP}</script>
<script${n}>${dataLayerPush(events)}window.__HYDRATION__=${scriptJson(result.hydrationData)}</script>
</body>
</html>`;
}

/**
 * Analytics events the server decided for this document (a partner visitor's comeback),
 * pushed to `window.dataLayer` before the app runs: no client code needed for them.
 */
function dataLayerPush(events: Record<string, string>[]): string {
  if (events.length === 0) return '';
  return `(window.dataLayer=window.dataLayer||[]).push(...${scriptJson(events)});`;
}

/** Reused by `documentBytes`; grows to the largest document seen (3 bytes per UTF-16 unit at most). */
let scratch = Buffer.allocUnsafe(0);
/** Documents above this many UTF-16 units are encoded on their own, not kept in `scratch`. */
const SCRATCH_MAX_UNITS = 1 << 20;

/**
 * A document's UTF-8 bytes, as `Buffer.from(html)` makes them. The site's pages hold a few
 * characters outside Latin-1 (the menu and pager arrows), which make the whole document a
 * two-byte string: `Buffer.from` then walks it twice (its byte length, then the bytes), about
 * a tenth of a render. Writing into a buffer that is surely large enough and copying the
 * bytes out walks it once.
 */
export function documentBytes(html: string): Buffer {
  if (html.length > SCRATCH_MAX_UNITS) return Buffer.from(html);
  if (scratch.length < html.length * 3) scratch = Buffer.allocUnsafe(html.length * 3);
  return Buffer.from(scratch.subarray(0, scratch.write(html)));
}

/** The page served while apps/site/dist is missing: the API keeps working. */
export function missingBuildPage(reason: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head><body><h1>The site is not built</h1><p>${escapeHtml(reason)}</p><p>Run <code>pnpm --filter @tubekit/site build</code> and restart the server.</p></body></html>`;
}
