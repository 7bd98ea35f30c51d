import { describe, expect, it } from 'vitest';
import { signatureScope, signedUrlExpiry, signMediaUrl, verifyMediaSignature } from './signing.ts';

const SECRET = 'test-secret-0123456789';

function query(url: string) {
  const params = new URL(url, 'http://x').searchParams;
  return { e: params.get('e') ?? undefined, s: params.get('s') ?? undefined };
}

describe('signed media URLs', () => {
  it('signs a path into /media/<path>?e=&s= that verifies until it expires', () => {
    const url = signMediaUrl('12/12_hd.mp4', 1000, SECRET);
    expect(url).toMatch(/^\/media\/12\/12_hd\.mp4\?e=1000&s=[A-Za-z0-9_-]{43}$/);
    expect(verifyMediaSignature('12/12_hd.mp4', query(url), SECRET, 999)).toBe('ok');
    expect(verifyMediaSignature('12/12_hd.mp4', query(url), SECRET, 1000)).toBe('ok');
    expect(verifyMediaSignature('12/12_hd.mp4', query(url), SECRET, 1001)).toBe('expired');
  });

  it('rejects another path, a changed expiry, another secret and missing values', () => {
    const q = query(signMediaUrl('12/12_hd.mp4', 1000, SECRET));
    expect(verifyMediaSignature('12/12_fhd.mp4', q, SECRET, 0)).toBe('invalid');
    expect(verifyMediaSignature('12/12_hd.mp4', { ...q, e: '2000' }, SECRET, 0)).toBe('invalid');
    expect(verifyMediaSignature('12/12_hd.mp4', q, 'other-secret-0123456789', 0)).toBe('invalid');
    expect(verifyMediaSignature('12/12_hd.mp4', {}, SECRET, 0)).toBe('invalid');
    expect(verifyMediaSignature('12/12_hd.mp4', { e: 'abc', s: q.s }, SECRET, 0)).toBe('invalid');
  });

  it('one signature covers a whole HLS folder, and only that folder', () => {
    expect(signatureScope('12/hls/master.m3u8')).toBe('12/hls/');
    const q = query(signMediaUrl('12/hls/master.m3u8', 1000, SECRET));
    expect(verifyMediaSignature('12/hls/sd/seg-0003.ts', q, SECRET, 0)).toBe('ok');
    expect(verifyMediaSignature('12/hls/hd/index.m3u8', q, SECRET, 0)).toBe('ok');
    expect(verifyMediaSignature('13/hls/sd/index.m3u8', q, SECRET, 0)).toBe('invalid');
    expect(verifyMediaSignature('12/12_sd.mp4', q, SECRET, 0)).toBe('invalid');
  });
});

describe('signed URL expiry', () => {
  it('is the same for every signing within one step, so a page signed twice has the same bytes', () => {
    const ttl = 6 * 3600;
    // 1_700_000_401 s + 6 h is 1 s past a 600 s step.
    const first = signedUrlExpiry(1_700_000_401_000, ttl);
    expect(signedUrlExpiry(1_700_000_401_000 + 599_999, ttl)).toBe(first);
    expect(signedUrlExpiry(1_700_000_401_000 + 600_000, ttl)).toBe(first + 600);
  });

  it('gives a URL at least its lifetime and at most a tenth more', () => {
    for (const ttl of [1, 9, 60, 3600, 6 * 3600, 10 * 86_400]) {
      for (const now of [0, 1_700_000_000_123, 1_700_000_599_999]) {
        const left = signedUrlExpiry(now, ttl) - Math.floor(now / 1000);
        expect(left).toBeGreaterThanOrEqual(ttl);
        expect(left).toBeLessThanOrEqual(ttl + Math.max(1, Math.min(600, Math.floor(ttl / 10))));
      }
    }
  });
});
