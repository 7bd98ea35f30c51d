import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

/** The encodings the site answers with, best first. */
export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this are sent as they are: the headers would eat the gain. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding an Accept-Encoding header prefers: the highest q-value among br and gzip (br
 * on a tie, as it is the smaller), else none. A coding listed with q=0 is refused, one not
 * listed takes `*`'s q, and an `identity` ranked above both wins (RFC 9110 section 12.5.3).
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && !offered.has(name)) offered.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const qOf = (coding: string) => offered.get(coding) ?? offered.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const encoding of ['br', 'gzip'] as const)
    if (qOf(encoding) > 0 && (best === null || qOf(encoding) > qOf(best))) best = encoding;
  const identity = offered.get('identity') ?? 0;
  return best && identity > qOf(best) ? null : best;
}

/**
 * Compresses a rendered page. Brotli quality 5 keeps most of quality 11's gain at a small
 * fraction of its CPU (pages are rendered per request, unlike the precompressed assets).
 */
export function compressBody(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(body, { level: 6 });
}
