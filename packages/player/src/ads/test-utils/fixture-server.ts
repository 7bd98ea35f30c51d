import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (four levels above this file: src/ads/test-utils). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/** The IAB VAST samples shared by the team. */
export const VAST_FIXTURES = path.resolve(repoRoot, '../shared/fixtures/vast');

/** A running fixture server. */
export interface FixtureServer {
  origin: string;
  /** Every request path (with query) in arrival order. */
  readonly requests: string[];
  /** URL of a fixture file, served with its remote URLs rewritten to this server. */
  vast(file: string): string;
  close(): Promise<void>;
}

/** Wrapper targets in the samples whose file names differ from the stored sample. */
const ALIASES: Record<string, string> = {
  'vast_inline_nonlinear2.xml': 'v2_tremor_vast_inline_nonlinear.xml',
  'vast_inline_nonlinear3.xml': 'v2_tremor_vast_inline_nonlinear.xml',
};

const xml = (res: ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(body);
};

/** A wrapper chain: /chain/N is a wrapper to /chain/N-1; /chain/0 is an inline linear ad. */
function chainDoc(origin: string, depth: number): string {
  if (depth === 0)
    return rewrite(
      readFileSync(path.join(VAST_FIXTURES, 'v2_Inline_LinearRegular_VAST2.0.xml'), 'utf8'),
      origin,
    );
  return `<VAST version="3.0"><Ad id="w${depth}"><Wrapper><AdSystem>fixture</AdSystem>
<VASTAdTagURI><![CDATA[${origin}/chain/${depth - 1}]]></VASTAdTagURI>
<Error><![CDATA[${origin}/err/chain-${depth}?code=[ERRORCODE]]]></Error>
<Impression><![CDATA[${origin}/imp/chain-${depth}]]></Impression><Creatives></Creatives></Wrapper></Ad></VAST>`;
}

/** Points every absolute URL of a sample at the fixture server (`/r/<host>/<path>`). */
function rewrite(text: string, origin: string): string {
  return text.replace(/https?:\/\//g, `${origin}/r/`);
}

/**
 * Starts a loopback HTTP server (127.0.0.1, random port) that serves the IAB samples with
 * their remote URLs rewritten to itself, plus synthetic tags: /hang (never answers),
 * /status/500, /garbage (broken XML), /empty (VAST without ads), /chain/N (N wrappers).
 * Unknown paths (tracking pixels, media) answer 200 with an empty body.
 */
export async function startFixtureServer(): Promise<FixtureServer> {
  const files = readdirSync(VAST_FIXTURES);
  const requests: string[] = [];
  const hanging: ServerResponse[] = [];
  let origin = '';
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    requests.push(url);
    res.setHeader('access-control-allow-origin', '*');
    const pathname = url.split('?')[0] ?? '/';
    const base = path.posix.basename(pathname);
    if (pathname.startsWith('/vast/'))
      return xml(res, rewrite(readFileSync(path.join(VAST_FIXTURES, base), 'utf8'), origin));
    if (pathname === '/hang') return void hanging.push(res);
    if (pathname === '/status/500') return res.writeHead(500).end('boom');
    if (pathname === '/garbage') return xml(res, '<VAST version="3.0"><Ad><InLine>');
    if (pathname === '/empty')
      return xml(
        res,
        `<VAST version="3.0"><Error><![CDATA[${origin}/err/empty?code=[ERRORCODE]]]></Error></VAST>`,
      );
    if (pathname.startsWith('/chain/')) return xml(res, chainDoc(origin, Number(base)));
    const sample = ALIASES[base] ?? files.find((f) => base.endsWith('.xml') && f.endsWith(base));
    if (pathname.startsWith('/r/') && sample)
      return xml(res, rewrite(readFileSync(path.join(VAST_FIXTURES, sample), 'utf8'), origin));
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
