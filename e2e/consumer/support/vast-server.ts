import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readVastFixture } from '../../../packages/player/src/ads/test-utils/vast-fixtures.ts';
import { listen } from '../../player/support/static-server.ts';

/** A running VAST server; `hits` are the tracking paths it received, in arrival order. */
export interface VastServer {
  origin: string;
  /** Tag URL of one of the project's own VAST documents (packages/player/src/ads/test-fixtures/vast). */
  tag(file: string): string;
  readonly hits: string[];
  close(): Promise<void>;
}

/** A 1x1 transparent GIF: what a tracking pixel answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Serves the project's VAST fixtures as an ad server would: `/vast/<file>` is the document with
 * its ad creative (`https://media.example.test/ads/*.mp4`) pointed at `creativeUrl`, a real
 * generated clip, and every other URL (impressions, tracking, errors, click-through) pointed
 * at `/r/<host>/<path>` here, which records the hit and answers a pixel.
 */
export async function startVastServer(options: { port: number; creativeUrl: string }): Promise<VastServer> {
  const hits: string[] = [];
  const origin = `http://127.0.0.1:${options.port}`;
  const rewrite = (xml: string) =>
    xml
      .replace(/https?:\/\/(?!media\.example\.test\/ads\/)/g, `${origin}/r/`)
      .replace(/https:\/\/media\.example\.test\/ads\/[^\]<\s]+\.mp4/g, options.creativeUrl);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', origin);
    // VAST is fetched cross-origin without credentials: a wildcard is what ad servers send.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('cache-control', 'no-store');
    if (pathname.startsWith('/vast/')) {
      try {
        const xml = rewrite(readVastFixture(pathname.slice('/vast/'.length)));
        res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
      } catch {
        res.writeHead(404).end('no such document');
      }
      return;
    }
    if (pathname.startsWith('/r/')) {
      hits.push(pathname.slice('/r'.length));
      res.writeHead(200, { 'content-type': 'image/gif' }).end(PIXEL);
      return;
    }
    res.writeHead(404).end('not found');
  };
  const { close } = await listen(createServer(handle), options.port);
  return { origin, tag: (file) => `${origin}/vast/${file}`, hits, close };
}
