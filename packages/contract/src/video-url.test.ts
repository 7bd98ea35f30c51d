import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeVideoUrl, encodeVideoUrl } from './index.ts';

describe('video_url codec', () => {
  it('round-trips signed media URLs, including non-ASCII', () => {
    for (const url of [
      '/media/12/12_hd.mp4?e=1700000000&s=abc',
      'https://cdn.example.test/media/1/x_sd.mp4?s=é',
    ]) {
      const encoded = encodeVideoUrl(url);
      expect(encoded).not.toContain(url);
      expect(decodeVideoUrl(encoded)).toBe(url);
    }
  });

  it('returns null for anything that is not an encoding (the player logs "error decoding url")', () => {
    expect(decodeVideoUrl('')).toBeNull();
    expect(decodeVideoUrl('/media/1/x.mp4')).toBeNull();
    expect(decodeVideoUrl('v1.***')).toBeNull();
    expect(decodeVideoUrl(encodeVideoUrl('javascript:alert(1)'))).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => decodeVideoUrl(text)).not.toThrow();
      }),
    );
  });
});
