import { runTool } from './ffmpeg-run.ts';

/** What the pipeline needs to know about a source file. */
export interface ProbeResult {
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  hasAudio: boolean;
  /** VR projection as `prefix_angle_format` (e.g. `vr_360_mono`), null for flat video. */
  vr: string | null;
  /** True when the video stream carries real spherical side data (sv3d), worth copying. */
  hasSphericalSideData: boolean;
}

/** Format-level tag our own encoder writes (mp4 `use_metadata_tags`) to mark VR clips. */
export const VR_TAG = 'tubekit_vr';

const VR_PATTERN = /^vr_(180|360)_(mono|sbs|tb)$/;

interface FfprobeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: Array<Record<string, unknown>>;
}
interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { duration?: string; tags?: Record<string, string> };
}

/** Runs ffprobe on `path`; rejects with a clear error when it has no video stream. */
export async function probe(path: string, signal?: AbortSignal): Promise<ProbeResult> {
  const out = await runTool(
    'ffprobe',
    ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', path],
    {
      signal,
    },
  );
  return parseProbe(JSON.parse(out) as FfprobeOutput);
}

/** Turns ffprobe's JSON into a ProbeResult (exported for tests of the VR rules). */
export function parseProbe(data: FfprobeOutput): ProbeResult {
  const streams = data.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error('source has no video stream');
  const duration = Number(data.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) throw new Error('source has no duration');
  const spherical = video.side_data_list?.find((d) => d.side_data_type === 'Spherical Mapping');
  return {
    duration,
    width: video.width,
    height: video.height,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    vr: detectVr(video, data.format?.tags ?? {}),
    hasSphericalSideData: spherical !== undefined,
  };
}

// Sources of VR information, most trusted first: spherical side data (sv3d/Matroska
// Projection) with stereo3d side data or a stereo_mode tag, then our own format tag.
function detectVr(video: FfprobeStream, formatTags: Record<string, string>): string | null {
  const sideData = video.side_data_list ?? [];
  const spherical = sideData.find((d) => d.side_data_type === 'Spherical Mapping');
  if (spherical) {
    const projection = String(spherical.projection ?? '');
    const angle = projection.includes('half') ? 180 : 360;
    return `vr_${angle}_${stereoFormat(video)}`;
  }
  const tag = formatTags[VR_TAG] ?? video.tags?.[VR_TAG];
  if (tag && VR_PATTERN.test(tag)) return tag;
  return null;
}

function stereoFormat(video: FfprobeStream): 'mono' | 'sbs' | 'tb' {
  const stereo = video.side_data_list?.find((d) => d.side_data_type === 'Stereo 3D');
  const type = String(stereo?.type ?? video.tags?.stereo_mode ?? '').toLowerCase();
  if (type.includes('side by side') || type.includes('left_right') || type.includes('right_left'))
    return 'sbs';
  if (type.includes('top and bottom') || type.includes('top_bottom') || type.includes('bottom_top'))
    return 'tb';
  return 'mono';
}
