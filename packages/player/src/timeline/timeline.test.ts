import { describe, expect, it } from 'vitest';
import { parseTimelineVtt, timelineUrl } from '../index';
import { source } from '../test-utils/fixtures';
import { loadTimeline } from './load';
import { cueAt, parseVttTime } from './vtt';

const VTT = `WEBVTT

00:00:00.000 --> 00:00:06.000
sprite.jpg#xywh=0,0,160,90

00:00:06.000 --> 00:00:12.000
sprite.jpg#xywh=160,0,160,90

1
00:00:12.000 --> 00:01:00.500
/abs/sprite2.jpg#xywh=0,90,160,90

00:01:00.500 --> 00:01:10.000
broken-without-rect.jpg
`;

describe('timeline url', () => {
  it('follows {token}{format}/{dir_path}/{video_id}.{count}.{interval}.vtt', () => {
    expect(timelineUrl(source('/m/1_hd.mp4'))).toBe('/tl/timelines/0/1/1001.10.6.vtt');
    expect(timelineUrl({ ...source('/m/1_hd.mp4'), timelines_token: undefined })).toBe(
      'timelines/0/1/1001.10.6.vtt',
    );
  });

  it('is null when the info is missing', () => {
    expect(timelineUrl(null)).toBeNull();
    expect(timelineUrl({ ...source('/m/1_hd.mp4'), timelines_count: 0 })).toBeNull();
    expect(timelineUrl({ ...source('/m/1_hd.mp4'), timelines_format: '' })).toBeNull();
  });
});

describe('WebVTT sprite index', () => {
  it('parses cues with xywh rectangles and resolves sprite urls', () => {
    const cues = parseTimelineVtt(VTT, 'https://cdn.example/tl/timelines/0/1/1001.10.6.vtt');
    expect(cues).toHaveLength(3);
    expect(cues[1]).toEqual({
      start: 6,
      end: 12,
      image: 'https://cdn.example/tl/timelines/0/1/sprite.jpg',
      x: 160,
      y: 0,
      w: 160,
      h: 90,
    });
    expect(cues[2]!.image).toBe('https://cdn.example/abs/sprite2.jpg');
    expect(cues[2]!.end).toBe(60.5);
  });

  it('rejects a body that is not WebVTT', () => {
    expect(parseTimelineVtt('<html>', 'http://x/')).toEqual([]);
  });

  it('parses short and long timestamps', () => {
    expect(parseVttTime('01:02.5')).toBe(62.5);
    expect(parseVttTime('1:00:00.000')).toBe(3600);
  });

  it('finds the cue for a time', () => {
    const cues = parseTimelineVtt(VTT, 'http://x/a.vtt');
    expect(cueAt(cues, 7)?.x).toBe(160);
    expect(cueAt(cues, 0)?.x).toBe(0);
    expect(cueAt(cues, 500)?.y).toBe(90);
    expect(cueAt([], 5)).toBeNull();
  });

  it('loads through fetch and gives [] on failure', async () => {
    const ok = (async () => new Response(VTT)) as typeof fetch;
    expect(await loadTimeline('/tl/a.vtt', ok, 'http://site.test/video/1/')).toHaveLength(3);
    const notFound = (async () => new Response('', { status: 404 })) as typeof fetch;
    expect(await loadTimeline('/tl/a.vtt', notFound, 'http://site.test/')).toEqual([]);
    const offline = (async () => {
      throw new TypeError('Network Error');
    }) as typeof fetch;
    expect(await loadTimeline('/tl/a.vtt', offline, 'http://site.test/')).toEqual([]);
  });
});
