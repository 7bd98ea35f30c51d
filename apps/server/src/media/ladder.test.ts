import { describe, expect, it } from 'vitest';
import { formatsList, ladderFor, needsHls, timelineCount, timelineInterval } from './ladder.ts';

describe('ladder decisions', () => {
  it('never goes above the source height and always has _sd', () => {
    expect(ladderFor(2160).map((r) => r.suffix)).toEqual(['_sd', '_hd', '_fhd']);
    expect(ladderFor(1080).map((r) => r.height)).toEqual([360, 720, 1080]);
    expect(ladderFor(1079).map((r) => r.height)).toEqual([360, 720]);
    expect(ladderFor(360).map((r) => r.suffix)).toEqual(['_sd']);
    expect(ladderFor(241).map((r) => [r.suffix, r.height])).toEqual([['_sd', 240]]);
  });

  it('makes HLS only for sources over 1800 s', () => {
    expect(needsHls(1800)).toBe(false);
    expect(needsHls(1800.5)).toBe(true);
    expect(needsHls(10, 5)).toBe(true);
    expect(formatsList(ladderFor(720), true)).toEqual(['_sd.mp4', '_hd.mp4', '.m3u8']);
  });

  it('spaces timeline thumbnails so long videos stay around 100-200 tiles', () => {
    expect([timelineInterval(8), timelineCount(8, 1)]).toEqual([1, 8]);
    expect(timelineCount(7.5, 1)).toBe(8);
    const interval = timelineInterval(2400);
    expect(timelineCount(2400, interval)).toBeLessThanOrEqual(200);
    expect(interval).toBeGreaterThanOrEqual(10);
  });
});
