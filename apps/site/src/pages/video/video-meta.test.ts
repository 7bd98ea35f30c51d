import { describe, expect, it } from 'vitest';
import { meta } from './route.tsx';
import { makeVideo } from './test-kit.tsx';

const url = new URL('http://tube.test/video/1001/test-pattern-clip/');
const data = (video = makeVideo()) => ({ video, related: { videos: [], total_count: 0 }, sources: [] });

describe('video page meta', () => {
  it('gives the title, description and a VideoObject JSON-LD with absolute URLs', () => {
    const result = meta({ data: data(), params: { id: '1001', dir: 'test-pattern-clip' }, url });
    expect(result.title).toBe('Test pattern clip');
    expect(result.description).toBe('Colour bars and a sine tone.');
    expect(result.noindex).toBeUndefined();
    expect(result.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'Test pattern clip',
        url: 'http://tube.test/video/1001/test-pattern-clip/',
        embedUrl: 'http://tube.test/embed/1001/',
        description: 'Colour bars and a sine tone.',
        thumbnailUrl: ['http://tube.test/media/1/scr.jpg'],
        uploadDate: '2025-03-04T05:06:07Z',
        author: { '@type': 'Organization', name: 'Studio One' },
      },
    ]);
  });

  it('falls back to the title for the description and to the uploader for the author', () => {
    const video = makeVideo({ description: '', channel: null });
    const [ld] = meta({ data: data(video), params: {}, url }).jsonLd as Record<string, unknown>[];
    expect(ld?.description).toBe('Test pattern clip');
    expect(ld?.author).toEqual({ '@type': 'Person', name: 'uploader1' });
  });

  it('describes no VideoObject for a deleted video and keeps it out of the index', () => {
    const result = meta({
      data: data(makeVideo({ status_id: 5, scr: '', img: '', thumb: '' })),
      params: {},
      url,
    });
    expect(result.title).toBe('Test pattern clip');
    expect(result.jsonLd).toBeUndefined();
    expect(result.noindex).toBe(true);
  });
});
