import type { VideoFileSource } from '@tubekit/contract';

/**
 * Url of the WebVTT sprite index (spec section 7):
 * `{timelines_token}{timelines_format}/{dir_path}/{video_id}.{timelines_count}.{timelines_interval}.vtt`.
 * Null when the source lacks the timelines info (the caller logs
 * '[Videoplayer] Timelines url is not defined').
 */
export function timelineUrl(source: Partial<VideoFileSource> | null | undefined): string | null {
  if (!source) return null;
  const { timelines_format, dir_path, video_id, timelines_count, timelines_interval } = source;
  if (!timelines_format || !dir_path || video_id == null || !timelines_count || !timelines_interval)
    return null;
  const token = source.timelines_token ?? '';
  return `${token}${timelines_format}/${dir_path}/${video_id}.${timelines_count}.${timelines_interval}.vtt`;
}
