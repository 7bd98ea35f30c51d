import {
  LIFETIME,
  PAGE_SIZE,
  type RelatedAnswer,
  relatedPath,
  VIDEO_STATUS,
  type VideoAnswer,
  type VideoFileAnswer,
  videofileUrl,
  videoPath,
} from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import type { EmbedPage } from './embed-bundle.ts';

async function getJson<T>(app: FastifyInstance, url: string): Promise<T | null> {
  const res = await app.inject({ method: 'GET', url: `/${url}` });
  try {
    return JSON.parse(res.body) as T;
  } catch {
    return null;
  }
}

/**
 * The embed page's data, read in-process through the same JSON API (and response cache) the
 * site uses: the video, its signed sources and its related list. A missing video, one with
 * no playable media, or any error is `missing`; status 5 is `deleted` (no media is read).
 */
export async function loadEmbedPage(
  app: FastifyInstance,
  videoId: number,
  adult: boolean,
): Promise<EmbedPage> {
  const video = await getJson<VideoAnswer>(
    app,
    videoPath.build({ lifetime: LIFETIME.video, video_id: videoId }),
  );
  if (!video || 'error' in video) return { status: 'missing' };
  const ref = { video_id: video.video_id, dir: video.dir, title: video.title };
  if (video.status_id === VIDEO_STATUS.deleted) return { status: 'deleted', video: ref };
  const [sources, related] = await Promise.all([
    getJson<VideoFileAnswer>(app, videofileUrl({ video_id: videoId, lifetime: LIFETIME.videofile })),
    getJson<RelatedAnswer>(
      app,
      relatedPath.build({ lifetime: LIFETIME.related, count: PAGE_SIZE.related, video_id: videoId, page: 1 }),
    ),
  ]);
  if (!Array.isArray(sources) || sources.length === 0) return { status: 'missing' };
  return {
    status: 'ok',
    video: { ...ref, poster: video.scr, duration: video.duration },
    sources,
    related:
      related && 'videos' in related
        ? related.videos.map((v) => ({
            video_id: Number(v.video_id),
            dir: v.dir,
            title: v.title,
            duration: String(v.duration),
            scr: v.scr,
          }))
        : [],
    ageGate: !adult,
  };
}
