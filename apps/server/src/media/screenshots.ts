import { join } from 'node:path';

/** Number of small card thumbnails (`thumbs/1.jpg` …), taken at even times. */
export const THUMBS_COUNT = 5;

/** One still to extract: where in the video and into which file. */
export interface Still {
  time: number;
  file: string;
  /** Video filter chain for this still. */
  filter: string;
}

// scr (the poster) and scr1 keep the aspect ratio at up to 360 px tall; card thumbs are
// filled and cropped to 320x180 so listings line up whatever the source shape.
const POSTER = "scale=-2:'min(360,ih)',setsar=1";
const THUMB = 'scale=320:180:force_original_aspect_ratio=increase,crop=320:180,setsar=1';

/** The stills of a video `duration` seconds long: scr at 25 %, scr1 at 50 %, thumbs evenly. */
export function stillsFor(duration: number): Still[] {
  // Stay clear of the very end: seeking past the last frame yields no picture.
  const at = (t: number) => Math.max(0, Math.min(t, duration - 0.2));
  const stills: Still[] = [
    { time: at(duration * 0.25), file: 'scr.jpg', filter: POSTER },
    { time: at(duration * 0.5), file: 'scr1.jpg', filter: POSTER },
  ];
  for (let i = 0; i < THUMBS_COUNT; i++) {
    stills.push({
      time: at(((i + 0.5) * duration) / THUMBS_COUNT),
      file: `thumbs/${i + 1}.jpg`,
      filter: THUMB,
    });
  }
  return stills;
}

/** ffmpeg arguments that write every still in one run (one fast-seeked input per still). */
export function stillsArgs(source: string, stills: readonly Still[], outDir: string): string[] {
  const args = ['-v', 'error', '-nostats', '-y'];
  for (const s of stills) args.push('-ss', s.time.toFixed(3), '-i', source);
  stills.forEach((s, i) => {
    args.push('-map', `${i}:v:0`, '-frames:v', '1', '-vf', s.filter, '-q:v', '3', join(outDir, s.file));
  });
  return args;
}

/**
 * ffmpeg arguments that make the poster (scr.jpg) of an image the uploader chose, scaled as
 * the frame would be; it replaces the frame at 25 % written by `stillsArgs`.
 */
export function posterArgs(image: string, outDir: string): string[] {
  return [
    '-v',
    'error',
    '-nostats',
    '-y',
    '-i',
    image,
    '-frames:v',
    '1',
    '-vf',
    POSTER,
    '-q:v',
    '3',
    join(outDir, 'scr.jpg'),
  ];
}
