import { EMBED_MESSAGE_TAG } from '@tubekit/contract';
import { EMBED_ORIGIN, VIDEOS } from './paths.ts';

/**
 * The webmaster's page: two placeholders and the pasted loader. Every `tubekit:*` event of
 * either player is recorded in `window.__events` so a test can read what the host received.
 */
export const HOST_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Webmaster page</title></head>
<body style="margin:0;width:900px">
<h1>A webmaster's page</h1>
<div id="clip1" data-tubekit-video="${VIDEOS.first.id}" data-campaign="spring-e2e"></div>
<div id="clip2" data-tubekit-video="${VIDEOS.second.id}"></div>
<script>
  window.__events = [];
  for (const id of ['clip1', 'clip2']) {
    for (const name of ['ready', 'play', 'pause', 'ended', 'timeupdate', 'error']) {
      document.getElementById(id).addEventListener('tubekit:' + name, (e) => {
        window.__events.push({ id, name, detail: e.detail });
      });
    }
  }
</script>
<script async src="${EMBED_ORIGIN}/embed.js"></script>
</body></html>`;

/**
 * A page of a third origin, framed by the host page: it tries to drive the second embed
 * (a command straight into its frame) and to fake an event to the host page. Both must be
 * ignored.
 */
export const FOREIGN_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Foreign frame</title></head><body>
<script>
  const tag = ${JSON.stringify(EMBED_MESSAGE_TAG)};
  parent.frames[1].postMessage({ tag, kind: 'command', command: 'play' }, '*');
  parent.frames[1].postMessage({ tag, kind: 'command', command: 'seek', value: 15 }, '*');
  parent.postMessage({ tag, kind: 'event', event: 'ended', data: { forged: true } }, '*');
  document.body.textContent = 'sent';
</script></body></html>`;

/**
 * A webmaster's page with one fixed-size iframe, as the site's "Iframe code" pastes it:
 * `frame.html?video=1&w=640&h=360` (a static page: the script reads its own query).
 */
export const FRAME_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Webmaster page, fixed iframe</title></head>
<body style="margin:8px">
<script>
  const q = new URLSearchParams(location.search);
  const frame = document.createElement('iframe');
  frame.src = ${JSON.stringify(EMBED_ORIGIN)} + '/embed/' + Number(q.get('video') || 1) + '/';
  frame.width = q.get('w') || '640';
  frame.height = q.get('h') || '360';
  frame.title = 'Video player';
  frame.setAttribute('frameborder', '0');
  frame.setAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
  document.body.append(frame);
</script></body></html>`;
