import type { Video } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { moved } from '../pages/playlist/playlist-videos.tsx';
import { type PlaylistWithVideos, playlistParam, queueHref } from './playlist-calls.ts';
import { nextInQueue } from './playlist-queue.tsx';

const video = (video_id: number) => ({ video_id, dir: `v-${video_id}`, title: `Video ${video_id}` }) as Video;
const playlist = { id: 7, videos: [video(1), video(2), video(3)] } as PlaylistWithVideos;

describe('the playlist queue', () => {
  it("makes the player's next video the next one in the playlist, played inside it", () => {
    expect(nextInQueue(playlist, 1)).toEqual({
      url: '/video/2/v-2/?autostart=1&playlist=7',
      title: 'Video 2',
    });
    expect(nextInQueue(playlist, 2)?.url).toBe(queueHref(video(3), 7));
  });

  it('has no next video after the last one, nor for a video not in the playlist', () => {
    expect(nextInQueue(playlist, 3)).toBeNull();
    expect(nextInQueue(playlist, 99)).toBeNull();
  });

  it('reads ?playlist= only as a positive id', () => {
    expect(playlistParam('?autostart=1&playlist=12')).toBe(12);
    for (const search of ['', '?playlist=', '?playlist=0', '?playlist=1x', '?playlist=-3'])
      expect(playlistParam(search)).toBeNull();
  });

  it('moves one video up or down and keeps the rest in order (the reorder the owner sends)', () => {
    expect(moved([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moved([1, 2, 3, 4], 0, 1)).toEqual([2, 1, 3, 4]);
  });
});
