import type { TestSourceOptions } from '../media/test-source.ts';

/** One clip of the demo media pool: a file name in the sources dir and its shape. */
export interface ClipSpec extends TestSourceOptions {
  name: string;
}

/**
 * The demo pool: 14 synthetic clips (ffmpeg test patterns with a sine tone each). Most are
 * 426x240 at a low frame rate so the whole pool transcodes in a couple of minutes on two
 * cores (encoding
 * cost follows the frame count, so long clips run at 2-4 fps, and the noisy `life` pattern
 * stays short); one 720p and one 1080p short clip give the _hd and _fhd rungs; one clip is over
 * 40 minutes (above the 1800 s HLS threshold and in duration bucket 3); one is an
 * equirectangular VR clip. Durations cover the three duration buckets (<10, 10-40, >40 min).
 */
export const DEMO_CLIPS: readonly ClipSpec[] = [
  { name: 'demo-01-bars-30s', pattern: 'smptebars', duration: 30, width: 426, height: 240, fps: 10 },
  { name: 'demo-02-test-45s', pattern: 'testsrc2', duration: 45, width: 426, height: 240, fps: 15 },
  { name: 'demo-03-fractal-40s', pattern: 'mandelbrot', duration: 40, width: 426, height: 240, fps: 8 },
  { name: 'demo-04-rgb-90s', pattern: 'rgbtestsrc', duration: 90, width: 426, height: 240, fps: 10 },
  { name: 'demo-05-life-2m', pattern: 'life', duration: 120, width: 426, height: 240, fps: 5 },
  { name: 'demo-06-test-3m', pattern: 'testsrc2', duration: 180, width: 640, height: 360, fps: 4 },
  { name: 'demo-07-bars-5m', pattern: 'smptebars', duration: 300, width: 426, height: 240, fps: 4 },
  { name: 'demo-08-rgb-8m', pattern: 'rgbtestsrc', duration: 480, width: 426, height: 240, fps: 3 },
  { name: 'demo-09-bars-12m', pattern: 'smptebars', duration: 720, width: 426, height: 240, fps: 2 },
  { name: 'demo-10-rgb-20m', pattern: 'rgbtestsrc', duration: 1200, width: 426, height: 240, fps: 2 },
  { name: 'demo-11-bars-41m', pattern: 'smptebars', duration: 2460, width: 426, height: 240, fps: 2 },
  { name: 'demo-12-test-hd-15s', pattern: 'testsrc2', duration: 15, width: 1280, height: 720, fps: 15 },
  { name: 'demo-13-bars-fhd-8s', pattern: 'smptebars', duration: 8, width: 1920, height: 1080, fps: 15 },
  {
    name: 'demo-14-vr-30s',
    pattern: 'testsrc2',
    duration: 30,
    width: 960,
    height: 480,
    fps: 10,
    vr: 'vr_360_mono',
  },
];

/**
 * Path of a clip's source file relative to the sources dir (what `media.source_path` holds).
 * Sources stay outside the served media root; rows of an older data dir, `sources/<name>`
 * relative to the media root, are moved over by `moveLegacySources` at start.
 */
export function clipSourcePath(clip: ClipSpec): string {
  return `${clip.name}.mp4`;
}
