import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

/** The encodings the site answers with, best first. */
export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this are sent as they are: the headers would eat the gain. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The best encoding an Accept-Encoding header allows: br, then gzip, else none. A coding
 * listed with q=0 is refused (RFC 9110 section 12.5.3).
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) offered.set(name, q === undefined ? 1 : Number(q));
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const q = offered.get(encoding) ?? (offered.has(encoding) ? 1 : offered.get('*'));
    if (q !== undefined && q > 0) return encoding;
  }
  return null;
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
