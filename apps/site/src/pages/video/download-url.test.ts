import { encodeVideoUrl, type VideoFileSource } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { downloadUrl } from './download-url.ts';

const source = (format: VideoFileSource['format'], url: string): VideoFileSource => ({
  video_url: encodeVideoUrl(url),
  format,
  timelines_count: 0,
  timelines_interval: 0,
  timelines_format: 'timelines',
  duration: 2400,
  dir_path: '0/1',
  video_id: 1001,
});

describe('downloadUrl', () => {
  it('is the best mp4 of the sources, decoded, never the HLS playlist', () => {
    const sources = [
      source('.m3u8', '/media/1001/master.m3u8'),
      source('_sd.mp4', '/media/1001_sd.mp4'),
      source('_hd.mp4', '/media/1001_hd.mp4'),
    ];
    expect(downloadUrl(sources)).toBe('/media/1001_hd.mp4');
  });

  it('is null without an mp4 source or when its URL does not decode', () => {
    expect(downloadUrl([source('.m3u8', '/media/1001/master.m3u8')])).toBeNull();
    expect(downloadUrl([{ ...source('_sd.mp4', '/x'), video_url: 'garbage' }])).toBeNull();
  });
});
