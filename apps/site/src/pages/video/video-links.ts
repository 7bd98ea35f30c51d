import type { RelatedVideo, Video } from '@tubekit/contract';

/** The page address of a video (its canonical form, also the JSON-LD url). */
export function videoHref(video: Pick<Video, 'video_id' | 'dir'>): string {
  return `/video/${video.video_id}/${video.dir}/`;
}

/**
 * A watch link (spec section 2 "Video page"): autostart=1, plus start_time (whole seconds)
 * when the visitor resumes a video part-way. The player reads both from the page query.
 */
export function watchHref(video: Pick<Video, 'video_id' | 'dir'>, startTime?: number): string {
  const resume = startTime !== undefined && startTime >= 1 ? `&start_time=${Math.floor(startTime)}` : '';
  return `${videoHref(video)}?autostart=1${resume}`;
}

/** Where a related thumbnail leads: r=1 marks the click as coming from the related list. */
export function relatedHref(item: Pick<RelatedVideo, 'video_id' | 'dir'>): string {
  return `${videoHref(item)}?r=1`;
}

/** The "More videos" tile at the end of the related list: a search for the video's title. */
export function moreVideosHref(title: string): string {
  return `/search/1/?s=${encodeURIComponent(title)}`;
}
