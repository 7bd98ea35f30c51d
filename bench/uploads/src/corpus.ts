import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { runTool } from '../../../apps/server/src/media/ffmpeg-run.ts';

/** Shape of every generated original (small: the corpus is ~250 clips on 2 shared cores). */
export const CLIP = { width: 480, height: 270, fps: 10, seconds: 30 };

const size = `${CLIP.width}x${CLIP.height}`;
const r = CLIP.fps;
const text = (words: string, colour: string, x: string, y: string) =>
  `drawtext=text='${words}':fontsize=64:fontcolor=${colour}:x=${x}:y=${y}`;

/**
 * The originals: distinct generated content from every lavfi source Debian's ffmpeg 5.1
 * has, several of them twice with other seeds, rules or parameters (hard negatives for
 * each other: the same kind of picture, other content).
 */
export const ORIGINALS: Record<string, string> = {
  testsrc: `testsrc=size=${size}:rate=${r}`,
  testsrc2: `testsrc2=size=${size}:rate=${r}`,
  'cellauto-18': `cellauto=size=${size}:rate=${r}:rule=18:seed=8:ratio=0.2`,
  smptebars: `smptebars=size=${size}:rate=${r},${text('ALPHA', 'white', '20+6*t', '40')}`,
  smptehdbars: `smptehdbars=size=${size}:rate=${r},${text('OMEGA 42', 'black', 'w-tw-5*t', 'h-th-30')}`,
  pal75bars: `pal75bars=size=${size}:rate=${r},${text('PAL', 'yellow', '(w-tw)/2', '10+5*t')}`,
  rgbtestsrc: `rgbtestsrc=size=${size}:rate=${r},drawbox=x=40+8*t:y=60:w=120:h=90:color=white@0.9:t=fill`,
  yuvtestsrc: `yuvtestsrc=size=${size}:rate=${r}`,
  colorspectrum: `colorspectrum=size=${size}:rate=${r}:type=all,${text('SPECTRUM', 'black', '10', '10+4*t')}`,
  haldclut: `haldclutsrc=level=6:rate=${r},scale=${CLIP.width}:${CLIP.height},rotate=t/8`,
  'mandelbrot-a': `mandelbrot=size=${size}:rate=${r}`,
  'mandelbrot-b': `mandelbrot=size=${size}:rate=${r}:start_x=-0.7436438870371:start_y=0.1318259042:start_scale=0.3`,
  'life-a': `life=size=${size}:rate=${r}:seed=1:ratio=0.1:mold=10:death_color=#202040:life_color=#40c0ff`,
  'life-b': `life=size=${size}:rate=${r}:seed=2:ratio=0.3:mold=20:death_color=#402010:life_color=#ffc040`,
  'life-c': `life=size=240x135:rate=${r}:seed=3:ratio=0.5:rule=B36/S23,scale=${CLIP.width}:${CLIP.height}:flags=neighbor`,
  'cellauto-30': `cellauto=size=${size}:rate=${r}:rule=30:seed=5:scroll=1`,
  'cellauto-110': `cellauto=size=${size}:rate=${r}:rule=110:seed=6:ratio=0.3`,
  'cellauto-90': `cellauto=size=${size}:rate=${r}:rule=90:pattern=1:scroll=1`,
  'gradients-a': `gradients=size=${size}:rate=${r}:seed=11:speed=0.02`,
  'gradients-b': `gradients=size=${size}:rate=${r}:seed=12:speed=0.05:nb_colors=5`,
  'sierpinski-carpet': `sierpinski=size=${size}:rate=${r}:seed=3:type=carpet`,
  'sierpinski-triangle': `sierpinski=size=${size}:rate=${r}:seed=4:type=triangle`,
  'color-text': `color=c=#204060:size=${size}:rate=${r},${text('TUBEKIT', 'white', 'w-mod(t*40\\,w+tw)', '(h-th)/2')}`,
  mptestsrc: `mptestsrc=rate=${r},scale=${CLIP.width}:${CLIP.height}`,
};

/** Content that is never indexed: every match of one is a false positive. */
export const NEGATIVES: Record<string, string> = {
  'neg-testsrc2-mirror': `testsrc2=size=${size}:rate=${r},hflip,vflip`,
  'neg-mandelbrot-c': `mandelbrot=size=${size}:rate=${r}:start_x=0.3:start_y=0.5:start_scale=1`,
  'neg-life-d': `life=size=${size}:rate=${r}:seed=99:ratio=0.2:death_color=#103010:life_color=#ff4080`,
  'neg-cellauto-150': `cellauto=size=${size}:rate=${r}:rule=150:seed=9:scroll=1`,
  'neg-gradients-c': `gradients=size=${size}:rate=${r}:seed=13:speed=0.03:type=radial`,
  'neg-smptebars-text': `smptebars=size=${size}:rate=${r},drawbox=x=0:y=0:w=iw/2:h=ih:color=black@0.8:t=fill`,
  'neg-color-text': `color=c=#602040:size=${size}:rate=${r},${text('OTHER CLIP', 'yellow', '20', '20+5*t')}`,
  'neg-allyuv': `allyuv=rate=${r},scale=${CLIP.width}:${CLIP.height},rotate=t/4`,
};

/** Near copies of an original: ffmpeg output options (after `-i original`). */
export const VARIANTS: Record<string, string[]> = {
  'crf-40': ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '40'],
  mpeg4: ['-c:v', 'mpeg4', '-q:v', '12'],
  'resize-240x136': ['-vf', 'scale=240:136', '-c:v', 'libx264', '-preset', 'veryfast'],
  'upscale-960x540': ['-vf', 'scale=960:540', '-c:v', 'libx264', '-preset', 'ultrafast'],
  'trim-3s-5s': ['-ss', '3', '-t', String(CLIP.seconds - 8), '-c:v', 'libx264', '-preset', 'veryfast'],
  letterbox: ['-vf', 'scale=480:200,pad=480:270:0:35', '-c:v', 'libx264', '-preset', 'veryfast'],
  'fps-24': ['-vf', 'fps=24', '-c:v', 'libx264', '-preset', 'veryfast'],
  'crop-8pct': ['-vf', 'crop=iw*0.92:ih*0.92,scale=480:270', '-c:v', 'libx264', '-preset', 'veryfast'],
  'brighter-contrast': ['-vf', 'eq=brightness=0.06:contrast=1.15', '-c:v', 'libx264', '-preset', 'veryfast'],
};

const quiet = ['-v', 'error', '-nostdin', '-y'];

/** Writes `out` once (kept between runs: a rerun measures without regenerating). */
async function once(out: string, args: string[]): Promise<string> {
  if (existsSync(out)) return out;
  const tmp = `${out}.tmp.mp4`;
  await runTool('ffmpeg', [...quiet, ...args, tmp], { lowPriority: true });
  await rename(tmp, out);
  return out;
}

/** A generated clip of `source` (a lavfi graph), CLIP.seconds long. */
export function generateClip(dir: string, name: string, source: string): Promise<string> {
  const input = ['-f', 'lavfi', '-i', `${source},format=yuv420p`, '-t', String(CLIP.seconds)];
  return once(join(dir, `${name}.mp4`), [
    ...input,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-g',
    '50',
  ]);
}

/** The `variant` copy of the clip at `original`. */
export function generateVariant(
  dir: string,
  name: string,
  original: string,
  variant: string,
): Promise<string> {
  const options = VARIANTS[variant] as string[];
  return once(join(dir, `${name}.${variant}.mp4`), ['-i', original, ...options, '-pix_fmt', 'yuv420p']);
}

/** Runs `jobs` two at a time (the machine has 2 cores). */
export async function inPairs<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await (jobs[i] as () => Promise<T>)();
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

export async function corpusDir(root: string): Promise<string> {
  const dir = join(root, 'near-dup');
  await mkdir(dir, { recursive: true });
  return dir;
}
