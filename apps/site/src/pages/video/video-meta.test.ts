import { describe, expect, it } from 'vitest';
import { makeVideo } from './test-kit.tsx';
import { isoDuration, videoJsonLd } from './video-meta.ts';

describe('isoDuration: the VideoObject duration search engines read', () => {
  it('turns the API forms hh:mm:ss, mm:ss and seconds into ISO 8601', () => {
    expect(isoDuration('1:02:03')).toBe('PT1H2M3S');
    expect(isoDuration('12:00')).toBe('PT12M');
    expect(isoDuration('45')).toBe('PT45S');
    expect(isoDuration('0')).toBe('PT0S');
  });
  it('gives nothing for a value it cannot read', () => {
    expect(isoDuration('')).toBe('');
    expect(isoDuration('abc')).toBe('');
    expect(isoDuration('1:2:3:4')).toBe('');
  });
});

describe('videoJsonLd: the VideoObject of a video page', () => {
  it('names the page, the iframe player and the stable file address, all absolute', () => {
    const ld = videoJsonLd(makeVideo({ video_id: 77 }), 'https://tube.test') as Record<string, unknown>;
    expect(ld.embedUrl).toBe('https://tube.test/embed/77/');
    expect(ld.contentUrl).toBe('https://tube.test/content/77.mp4');
    expect(String(ld.url)).toMatch(/^https:\/\/tube\.test\/video\/77\//);
  });
});
