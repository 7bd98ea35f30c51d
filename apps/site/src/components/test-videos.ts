import type { Video } from '@tubekit/contract';

/** A synthetic video for tests (no real names or media). */
export function testVideo(id: number, over: Partial<Video> = {}): Video {
  return {
    video_id: id,
    id,
    dir: `clip-${id}`,
    title: `Test clip ${id}`,
    description: '',
    duration: '1:30',
    post_date: '2020-01-01T00:00:00Z',
    thumbsrc: `/media/${id}/thumbs/`,
    scr: `/media/${id}/scr.jpg`,
    scr1: `/media/${id}/scr1.jpg`,
    img: `/media/${id}/scr.jpg`,
    thumbs: [],
    thumb: `/media/${id}/thumbs/1.jpg`,
    likes: 9,
    dislikes: 1,
    video_viewed: 1234,
    statistics: { viewed: 1234, likes: 9, dislikes: 1, videos: 0 },
    status_id: 1,
    models: [],
    categories: [],
    channel: null,
    user: null,
    sg_id: 0,
    ex_tube: '',
    ex_id: '',
    toptn: [],
    ...over,
  };
}

/** `n` test videos starting at id `from`. */
export function testVideos(n: number, from = 1): Video[] {
  return Array.from({ length: n }, (_, i) => testVideo(from + i));
}
