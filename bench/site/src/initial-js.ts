import { gzipSync } from 'node:zlib';

/** One JavaScript file a page loads before it is interactive. */
export interface ScriptSize {
  url: string;
  gzipBytes: number;
}

/**
 * The initial JavaScript of a page: the module entry and every modulepreload of the
 * server-rendered document (what the browser fetches before hydration), each gzipped at
 * level 9 as the bench/player figures are. Lazy chunks loaded later are not counted.
 */
export async function initialScripts(pageUrl: string, cookie: string): Promise<ScriptSize[]> {
  const html = await (await fetch(pageUrl, { headers: { accept: 'text/html', cookie } })).text();
  const srcs = [
    // Other attributes (the CSP nonce) may stand between the tag name and the URL.
    ...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
  ].map((m) => new URL(m[1] ?? '', pageUrl).href);
  const out: ScriptSize[] = [];
  for (const url of new Set(srcs)) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    out.push({ url, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  return out;
}
