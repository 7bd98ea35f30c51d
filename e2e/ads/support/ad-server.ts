import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen } from '../../player/support/static-server.ts';
import type { AdCreative } from './ad-media.ts';
import {
  type AdSpec,
  adSpecs,
  BROKEN_DOC,
  type DocOrigins,
  inlineDoc,
  multiAdDoc,
  wrapperDoc,
} from './vast-docs.ts';

/** One request the ad server received for a run, in arrival order. */
export interface AdHit {
  /** `vast` for a tag document, `track` for a tracking pixel or the click-through landing. */
  kind: 'vast' | 'track';
  /** What follows `/<kind>/<run>/`: `inline`, `wrapper/3`, `hang`, `impression`, `complete`... */
  name: string;
  query: Record<string, string>;
  /** Arrival time, ms since the epoch (same clock as `Date.now()` in the page: one machine). */
  at: number;
}

/** A running ad server; `close()` drops the requests that were left hanging. */
export interface AdServer {
  close(): Promise<void>;
}

/** A 1x1 transparent GIF: what a tracking pixel answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The e2e ad server. Every path carries the test's run id, so tests never share hits:
 *
 * - `/vast/<run>/inline?creative=short|long&ad=<label>&delay=<ms>` an inline linear ad (extra query
 *   parameters such as `out_name`/`cisai` are the tag's own and are ignored); `skip=<skipoffset>`
 *   (`25%`, `00:00:03`, `none`; default `00:00:05`), `declared=<s>` (a `<Duration>` other than the
 *   media's), `viewable=1` (a `<ViewableImpression>`)
 * - `/vast/<run>/pod?ads=<label>:<creative>[:<skipoffset>],...` a VAST 4.2 ad pod in that order;
 *   `/vast/<run>/buffet?ads=...` the same ads stand-alone (creative `vpaid`: a VPAID script only)
 * - `/vast/<run>/wrapper/<n>?...` n wrappers in a row, then the inline ad (same query)
 * - `/vast/<run>/hang` never answers; `/vast/<run>/broken` is cut-off XML;
 *   `/vast/<run>/status500` answers HTTP 500
 * - `/t/<run>/<event>?...` records a tracking hit (a GIF; `landing` answers the advertiser page)
 * - `GET /hits/<run>` the run's hits in arrival order, as JSON
 */
export async function startAdServer(options: { port: number; origins: DocOrigins }): Promise<AdServer> {
  const hits = new Map<string, AdHit[]>();
  const hanging = new Set<ServerResponse>();
  const record = (run: string, hit: AdHit) => {
    const list = hits.get(run) ?? [];
    list.push(hit);
    hits.set(run, list);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', options.origins.adServer);
    // VAST is fetched cross-origin (credentials omitted): a wildcard is what ad servers send.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('cache-control', 'no-store');
    const [kind = '', run = '', ...rest] = url.pathname.split('/').filter(Boolean);
    const name = rest.join('/');
    const query = Object.fromEntries(url.searchParams);
    if (kind === 'healthz') return void res.writeHead(200).end('ok');
    if (kind === 'hits' && run) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(hits.get(run) ?? []));
    }
    if ((kind !== 'vast' && kind !== 't') || !run || !name) {
      return void res.writeHead(404).end('not found');
    }
    const at = Date.now();
    if (kind === 't') {
      record(run, { kind: 'track', name, query, at });
      if (name === 'landing') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<!doctype html><title>Advertiser</title><p>Synthetic advertiser page</p>');
      }
      res.writeHead(200, { 'content-type': 'image/gif' });
      return void res.end(PIXEL);
    }
    record(run, { kind: 'vast', name, query, at });
    if (name === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (name === 'status500') return void res.writeHead(500).end('ad server error');
    const xml = (body: string) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(body);
    };
    if (name === 'broken') return xml(BROKEN_DOC);
    const creative: AdCreative = query.creative === 'long' ? 'long' : 'short';
    const label = query.ad ?? 'ad';
    const extra: Partial<AdSpec> = {
      ...(query.skip ? { skipoffset: query.skip === 'none' ? undefined : query.skip } : {}),
      ...(query.declared ? { declared: Number(query.declared) } : {}),
      ...(query.viewable ? { viewable: true } : {}),
    };
    if (name === 'inline') {
      // `delay` holds the answer back (a slow ad server) without ever reaching the timeout.
      const delay = Math.min(Number(query.delay) || 0, 3000);
      return void setTimeout(() => xml(inlineDoc(options.origins, run, label, creative, extra)), delay);
    }
    if (name === 'pod' || name === 'buffet') {
      return xml(multiAdDoc(options.origins, run, adSpecs(query.ads ?? ''), name === 'pod'));
    }
    const depth = /^wrapper\/(\d+)$/.exec(name)?.[1];
    if (depth !== undefined) {
      const n = Number(depth);
      if (n === 0) return xml(inlineDoc(options.origins, run, label, creative));
      const next = new URL(`/vast/${run}/wrapper/${n - 1}`, options.origins.adServer);
      next.search = url.search;
      return xml(wrapperDoc(options.origins, run, `wrapper-${n}`, next.href));
    }
    res.writeHead(404).end('unknown tag');
  };

  const { close } = await listen(createServer(handle), options.port, '127.0.0.1', () => {
    for (const res of hanging) res.destroy();
  });
  return { close };
}
