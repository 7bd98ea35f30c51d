import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressBody } from './compression.ts';

describe('acceptedEncoding', () => {
  it('prefers br, then gzip, and honours q=0 and *', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
  });

  it('takes the highest q-value, br on a tie, and an identity ranked above both', () => {
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0.8, br;q=0.8')).toBe('br');
    expect(acceptedEncoding('gzip, *;q=0.1')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0.2, identity;q=0.9')).toBeNull();
    expect(acceptedEncoding('br;q=1.0, identity;q=1')).toBe('br');
    expect(acceptedEncoding('br;q=0.000, gzip')).toBe('gzip');
    expect(acceptedEncoding(['gzip', 'br'])).toBe('br');
  });
});

describe('compressBody', () => {
  it('round-trips a page through br and gzip', async () => {
    const html = `<!doctype html><p>${'card '.repeat(500)}</p>`;
    const br = await compressBody(html, 'br');
    const gz = await compressBody(html, 'gzip');
    expect(br.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(gz).toString()).toBe(html);
  });
});
