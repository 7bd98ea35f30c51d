import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { runTool } from './ffmpeg-run.ts';
import { VR_TAG } from './probe.ts';

/** The synthetic pictures a test source can show (ffmpeg lavfi sources, no real media). */
export type TestPattern = 'testsrc2' | 'smptebars' | 'mandelbrot' | 'rgbtestsrc' | 'life';

/** Shape of a synthetic clip. */
export interface TestSourceOptions {
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  pattern: TestPattern;
  /** Frames per second (default 25; use 10 for long, cheap clips). */
  fps?: number;
  /** Make an equirectangular VR clip tagged with this projection, e.g. `vr_360_mono`. */
  vr?: string;
  /** Add a sine tone (default true); each pattern gets its own pitch. */
  audio?: boolean;
}

const TONE: Record<TestPattern, number> = {
  testsrc2: 440,
  smptebars: 1000,
  mandelbrot: 330,
  rgbtestsrc: 550,
  life: 220,
};

/**
 * Writes a synthetic H.264/AAC mp4 at `outPath` for demos and tests: cheap to make
 * (ultrafast, low bitrate, low priority). With `vr`, the picture is a cube-mapped test
 * pattern reprojected to equirectangular by `v360`, and the projection is tagged so
 * `probe` reports it. Measured: a 1860 s 426x240 testsrc2 clip at 10 fps took 39 s to make
 * on the shared 2-core machine (load ~15).
 */
export async function generateTestSource(outPath: string, opts: TestSourceOptions): Promise<void> {
  const { duration, width, height, pattern, fps = 25, vr, audio = true } = opts;
  if (!(duration > 0) || !(width >= 16) || !(height >= 16))
    throw new Error('invalid test source size or duration');
  if (vr !== undefined && !/^vr_(180|360)_(mono|sbs|tb)$/.test(vr))
    throw new Error(`invalid vr projection: ${vr}`);
  await mkdir(dirname(outPath), { recursive: true });
  const w = Math.floor(width / 2) * 2;
  const h = Math.floor(height / 2) * 2;
  // A VR clip starts as six cube faces side by side so the equirect picture is full.
  const face = Math.max(16, Math.floor(h / 2) * 2);
  const size = vr ? `${face * 6}x${face}` : `${w}x${h}`;
  const args = ['-v', 'error', '-nostats', '-y'];
  args.push('-f', 'lavfi', '-i', `${lavfiSource(pattern, size, fps)},trim=duration=${duration}`);
  if (audio)
    args.push('-f', 'lavfi', '-i', `sine=frequency=${TONE[pattern]}:sample_rate=44100:duration=${duration}`);
  const filter = vr ? `v360=input=c6x1:output=e:w=${w}:h=${h},format=yuv420p` : 'format=yuv420p';
  args.push('-vf', filter, '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-g', String(fps * 2));
  if (audio) args.push('-c:a', 'aac', '-b:a', '64k', '-ac', '1');
  args.push('-t', String(duration), '-movflags', vr ? '+faststart+use_metadata_tags' : '+faststart');
  if (vr) args.push('-metadata', `${VR_TAG}=${vr}`);
  args.push(outPath);
  await runTool('ffmpeg', args, { lowPriority: true });
}

function lavfiSource(pattern: TestPattern, size: string, fps: number): string {
  switch (pattern) {
    case 'life':
      return `life=size=${size}:rate=${fps}:mold=10:ratio=0.1:death_color=#202040:life_color=#40c0ff`;
    case 'mandelbrot':
      return `mandelbrot=size=${size}:rate=${fps}`;
    default:
      return `${pattern}=size=${size}:rate=${fps}`;
  }
}
