import {
  LIFETIME,
  PAGE_SIZE,
  type RelatedAnswer,
  relatedPath,
  VIDEO_STATUS,
  type Video,
  type VideoAnswer,
  type VideoFileAnswer,
  videofileUrl,
  videoPath,
} from '@tubekit/contract';
import type { PageLoader } from '../../route-module.ts';
import { replace } from '../../router/outcome.ts';

/** What the video page renders from. */
/** What the page keeps for a call that got no answer: an error answer no server sends. */
export interface NoAnswer {
  error: true;
  code: 'network_error';
}

export interface VideoPageData {
  video: Video;
  /** The first related page (an error answer, or none, shows no related items). */
  related: RelatedAnswer | NoAnswer;
  /** The player's sources; null for a deleted video (no media is asked for). */
  sources: VideoFileAnswer | null;
}

/** Spec: status_id 5 shows the deleted panel, starts no player and records no view. */
export function isDeleted(video: Pick<Video, 'status_id'>): boolean {
  return video.status_id === VIDEO_STATUS.deleted;
}

/** A related page of a video (24 per page, the related lifetime). */
export function relatedPagePath(videoId: number, page: number): string {
  return relatedPath.build({ lifetime: LIFETIME.related, count: PAGE_SIZE.related, video_id: videoId, page });
}

/** Throws the spec's replace-navigation to /404/ (a redirect status on the server). */
function toNotFound(): never {
  throw replace('/404/');
}

/** An id of the path: a positive integer the contract's buckets accept, else null. */
function videoId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_000_000_000 ? id : null;
}

/**
 * Loads the video and its first related page together, then its sources. A missing video,
 * an error answer or a failed call replace-navigates to /404/ (spec sections 4 and 8).
 * A failed related or videofile call only empties the list or leaves the player its error.
 */
export const videoLoader = (async ({ params, api }) => {
  const id = videoId(params.id);
  if (id === null) toNotFound();
  const [video, related] = await Promise.all([
    api.get<VideoAnswer>(videoPath.build({ lifetime: LIFETIME.video, video_id: id })).catch(() => null),
    api
      .get<RelatedAnswer>(relatedPagePath(id, 1))
      .catch((): NoAnswer => ({ error: true, code: 'network_error' })),
  ]);
  if (!video || typeof video !== 'object' || 'error' in video) toNotFound();
  const sources = isDeleted(video)
    ? null
    : await api
        .get<VideoFileAnswer>(videofileUrl({ video_id: id, lifetime: LIFETIME.videofile }))
        .catch((): VideoFileAnswer => ({ error: true, code: 'network_error' }));
  return { video, related, sources } satisfies VideoPageData;
}) satisfies PageLoader<VideoPageData>;
