import { existsSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { OWN_VAST_DIR, readVastFixture } from './vast-fixtures';

/** A running fixture server. */
export interface FixtureServer {
  origin: string;
  /** Every request path (with query) in arrival order. */
  readonly requests: string[];
  /** URL of a fixture file, served with its remote URLs rewritten to this server. */
  vast(file: string): string;
  close(): Promise<void>;
}

/** Options of {@link startFixtureServer}. */
export interface FixtureServerOptions {
  /** Folder of the VAST documents served; the project's own fixtures by default. */
  dir?: string;
  /** File names wrappers ask for that are stored under another name. */
  aliases?: Record<string, string>;
  /**
   * Also answer a wrapper's request with the one stored file whose name ends with the
   * requested name (the IAB samples' wrappers drop their `v3_` prefix). Off for our own
   * fixtures, where `inline-linear-v2.xml` would also match `wrapper-to-inline-linear-v2.xml`.
   */
  matchNameSuffix?: boolean;
}

/** The inline ad at the end of a synthetic wrapper chain. */
const CHAIN_END = 'inline-linear-v2.xml';

const xml = (res: ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(body);
};

/** A wrapper chain: /chain/N is a wrapper to /chain/N-1; /chain/0 is our inline linear ad. */
function chainDoc(origin: string, depth: number): string {
  if (depth === 0) return rewrite(readVastFixture(CHAIN_END), origin);
  return `<VAST version="3.0"><Ad id="w${depth}"><Wrapper><AdSystem>fixture</AdSystem>
<VASTAdTagURI><![CDATA[${origin}/chain/${depth - 1}]]></VASTAdTagURI>
<Error><![CDATA[${origin}/err/chain-${depth}?code=[ERRORCODE]]]></Error>
<Impression><![CDATA[${origin}/imp/chain-${depth}]]></Impression><Creatives></Creatives></Wrapper></Ad></VAST>`;
}

/** Points every absolute URL of a document at the fixture server (`/r/<host>/<path>`). */
function rewrite(text: string, origin: string): string {
  return text.replace(/https?:\/\//g, `${origin}/r/`);
}

/**
 * Starts a loopback HTTP server (127.0.0.1, random port) that serves VAST documents from
 * `dir` with their remote URLs rewritten to itself: `/vast/<file>`, and `/r/<host>/.../<file>.xml`
 * for wrappers (404 when no such file). Synthetic tags: /hang (never answers),
 * /status/500, /chain/N (N wrappers, then {@link CHAIN_END}). Other paths (tracking
 * pixels, media) answer 200 with an empty body.
 */
export async function startFixtureServer(options: FixtureServerOptions = {}): Promise<FixtureServer> {
  const dir = options.dir ?? OWN_VAST_DIR;
  const aliases = options.aliases ?? {};
  const requests: string[] = [];
  const hanging: ServerResponse[] = [];
  let origin = '';
  const stored = (name: string): string | undefined => {
    if (existsSync(path.join(dir, name))) return name;
    if (aliases[name]) return aliases[name];
    if (!options.matchNameSuffix) return undefined;
    return readdirSync(dir).find((f) => f.endsWith(name));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    requests.push(url);
    res.setHeader('access-control-allow-origin', '*');
    const pathname = url.split('?')[0] ?? '/';
    const base = path.posix.basename(pathname);
    if (pathname === '/hang') return void hanging.push(res);
    if (pathname === '/status/500') return res.writeHead(500).end('boom');
    if (pathname.startsWith('/chain/')) return xml(res, chainDoc(origin, Number(base)));
    if (pathname.startsWith('/vast/') || (pathname.startsWith('/r/') && base.endsWith('.xml'))) {
      const file = stored(base);
      if (!file) return res.writeHead(404).end();
      return xml(res, rewrite(readVastFixture(file, dir), origin));
    }
    res.writeHead(200).end();
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    vast: (file) => `${origin}/vast/${file}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
