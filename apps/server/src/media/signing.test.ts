import { describe, expect, it } from 'vitest';
import { signatureScope, signMediaUrl, verifyMediaSignature } from './signing.ts';

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
