import {
  bucketPath,
  encodeVideoUrl,
  VIDEO_STATUS,
  type VideoFileAnswer,
  type VideoFileSource,
} from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { mp4Name } from './encode.ts';
import { HLS_MASTER } from './hls.ts';
import { signedUrlExpiry, signMediaUrl } from './signing.ts';

/** How long a signed URL handed to the player stays valid (6 hours). */
export const DEFAULT_URL_TTL_SECONDS = 6 * 3600;

/** Name of the timeline sprite set, the `{timelines_format}` of the `.vtt` path. */
export const TIMELINES_FORMAT = 'timelines';

/** Options of `videoFileSources`. */
export interface VideoFileOptions {
  /** The URL signing secret. */
  secret: string;
  /** Current time in milliseconds (`Date.now()` or a test clock). */
  now: number;
  /** Validity of the signed URLs (default 6 h). */
  ttlSeconds?: number;
  /** Origin to prefix the media URLs with, e.g. `https://cdn.example`; default same-origin paths. */
  baseUrl?: string;
}

const LADDER_ORDER = ['_sd.mp4', '_hd.mp4', '_fhd.mp4'] as const;

/**
 * The answer of `videofile.php` for a catalogue video: for a video with HLS (sources over
 * 1800 s) the HLS master first, then the mp4s as fallback; the mp4s in ladder order,
 * `_sd`, `_hd`, `_fhd` (best last). Each `video_url` is an encoded, signed URL expiring
 * after `ttlSeconds`. A missing or deleted video, or media not ready, answers not_found.
 */
export async function videoFileSources(
  db: Db,
  videoId: number,
  options: VideoFileOptions,
): Promise<VideoFileAnswer> {
  const row = await db.kysely
    .selectFrom('videos')
    .innerJoin('media', 'media.media_id', 'videos.media_id')
    .select([
      'videos.video_id',
      'videos.status_id',
      'media.media_id',
      'media.status',
      'media.duration',
      'media.vr',
      'media.formats',
      'media.timelines_count',
      'media.timelines_interval',
    ])
    .where('videos.video_id', '=', videoId)
    .executeTakeFirst();
  if (row?.status !== 'ready' || row.status_id === VIDEO_STATUS.deleted)
    return { error: true, code: 'not_found' };
  const formats = new Set(row.formats.split(',').filter(Boolean));
  const expires = signedUrlExpiry(options.now, options.ttlSeconds ?? DEFAULT_URL_TTL_SECONDS);
  const base = options.baseUrl?.replace(/\/$/, '') ?? '';
  const url = (path: string) => encodeVideoUrl(base + signMediaUrl(path, expires, options.secret));
  const common = {
    timelines_count: row.timelines_count,
    timelines_interval: row.timelines_interval,
    timelines_format: TIMELINES_FORMAT,
    // The .vtt path is `{token}{timelines_format}/…`; '/' makes it absolute on this origin.
    timelines_token: `${base}/`,
    duration: row.duration,
    dir_path: bucketPath(row.video_id),
    video_id: row.video_id,
    ...(row.vr ? { vr: row.vr } : {}),
  };
  const sources: VideoFileSource[] = [];
  if (formats.has('.m3u8')) {
    sources.push({ ...common, format: '.m3u8', video_url: url(`${row.media_id}/${HLS_MASTER}`) });
  }
  for (const format of LADDER_ORDER) {
    if (!formats.has(format)) continue;
    const suffix = format.replace('.mp4', '') as '_sd' | '_hd' | '_fhd';
    sources.push({
      ...common,
      format,
      video_url: url(`${row.media_id}/${mp4Name(row.media_id, { suffix })}`),
    });
  }
  return sources.length > 0 ? sources : { error: true, code: 'not_found' };
}
