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
