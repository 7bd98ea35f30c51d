import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running ad server. */
export interface BenchAdServer {
  /** The VAST tag both pages get. */
  tag: string;
  close(): Promise<void>;
}

/** A 1x1 transparent GIF: what a tracking pixel answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The VAST document of the benchmark: a VAST 3.0 inline linear ad, one progressive mp4 (the
 * ad creative on the page server, `mediaUrl`), an impression and the usual tracking pixels.
 * Nothing in it favours either player: no wrapper, no pod, one media file.
 */
function vastDoc(mediaUrl: string, pixel: (event: string) => string): string {
  const tracking = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']
    .map((e) => `<Tracking event="${e}"><![CDATA[${pixel(e)}]]></Tracking>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0"><Ad id="bench"><InLine>
<AdSystem>tubekit-bench</AdSystem><AdTitle>Bench preroll</AdTitle>
<Error><![CDATA[${pixel('error')}?code=[ERRORCODE]]]></Error>
<Impression><![CDATA[${pixel('impression')}]]></Impression>
<Creatives><Creative id="bench-c"><Linear skipoffset="00:00:05">
<Duration>00:00:04</Duration>
<TrackingEvents>${tracking}</TrackingEvents>
<VideoClicks><ClickThrough><![CDATA[${pixel('landing')}]]></ClickThrough></VideoClicks>
<MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="320" height="240"><![CDATA[${mediaUrl}]]></MediaFile></MediaFiles>
</Linear></Creative></Creatives>
</InLine></Ad></VAST>`;
}

/**
 * A second origin, as an ad server is a third party: `GET /vast` answers the document
 * (application/xml, no-store, CORS with credentials since Fluid Player's XHR sends them),
 * `/t/<event>` a pixel. The media stays on the page server, the same file for both pages.
 */
export async function startBenchAdServer(mediaUrl: string): Promise<BenchAdServer> {
  let origin = '';
  const server = createServer((req, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('cache-control', 'no-store');
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/vast') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      return void res.end(vastDoc(mediaUrl, (event) => `${origin}/t/${event}`));
    }
    if (path?.startsWith('/t/')) {
      res.writeHead(200, { 'content-type': 'image/gif' });
      return void res.end(PIXEL);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    tag: `${origin}/vast`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
