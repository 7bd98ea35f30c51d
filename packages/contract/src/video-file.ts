/** One playable source of a video, as answered by `videofile.php` (spec section 3). */
export interface VideoFileSource {
  /** Encoded signed URL; decode with `decodeVideoUrl`. The decoded path ends in the format. */
  video_url: string;
  /** File suffix: `_sd.mp4`, `_hd.mp4`, `_fhd.mp4` or `.m3u8` (HLS master, long videos only). */
  format: VideoFileFormat;
  /** Number of timeline sprite thumbnails (0 when the video has none). */
  timelines_count: number;
  /** Seconds between two timeline thumbnails. */
  timelines_interval: number;
  /** Timeline sprite set name used in the `.vtt` path, e.g. `timelines`. */
  timelines_format: string;
  /** Token/prefix to put before the `.vtt` path (empty for same-origin). */
  timelines_token?: string;
  /** Present only for VR videos: `prefix_angle_format`, e.g. `vr_180_sbs` or `vr_360_mono`. */
  vr?: string;
  /** Video duration in seconds, so the player can choose HLS before metadata loads. */
  duration: number;
  /** Directory of the timeline files (million/thousand buckets), used in the `.vtt` path. */
  dir_path: string;
  /** The video id, used in the `.vtt` path. */
  video_id: number;
}

export type VideoFileFormat = '_sd.mp4' | '_hd.mp4' | '_fhd.mp4' | '.m3u8';

/** Answer of `videofile.php`: the sources, best first (HLS before mp4), or an error. */
export type VideoFileAnswer = VideoFileSource[] | { error: true; code: string };
