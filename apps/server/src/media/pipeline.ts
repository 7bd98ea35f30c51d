import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PLAYER, type VideoFileFormat } from '@tubekit/contract';
import { type EncodeSettings, encodeArgs, mp4Name } from './encode.ts';
import { progressSeconds, runTool } from './ffmpeg-run.ts';
import { type EncodedRendition, writeHls } from './hls.ts';
import { formatsList, ladderFor, needsHls, timelineCount, timelineInterval } from './ladder.ts';
import { probe } from './probe.ts';
import { posterArgs, stillsArgs, stillsFor, THUMBS_COUNT } from './screenshots.ts';
import { buildTimelineVtt, spriteLayout } from './timeline-vtt.ts';

/** Name of the timeline index inside the media dir (sprite URLs relative to it). */
export const TIMELINE_VTT = 'timelines.vtt';

/** Above this duration the default preset drops to ultrafast. */
const LONG_SOURCE_SECONDS = 600;

/** Tunables of the pipeline; every field has a default fit for the 2-core demo. */
export interface PipelineOptions {
  /**
   * x264 preset. Default `veryfast`, and `ultrafast` for sources over 10 minutes: measured
   * on a 240p test clip, veryfast costs ~0.1 CPU-second per second of video and ultrafast
   * ~0.025, which is what keeps a 30-minute demo clip to minutes on 2 shared cores.
   */
  preset?: string;
  /** x264 CRF (default 24). */
  crf?: number;
  /** HLS only above this duration (default the spec's 1800 s); tests lower it. */
  hlsThresholdSeconds?: number;
  /** Run ffmpeg under `nice -n 19` (default true). */
  lowPriority?: boolean;
  /** An image to make scr.jpg of instead of the frame at 25 % (an uploader's chosen preview). */
  posterSource?: string;
}

/** What a successful run produced; the worker copies it into the media row. */
export interface PipelineResult {
  duration: number;
  width: number;
  height: number;
  vr: string | null;
  formats: VideoFileFormat[];
  timelinesCount: number;
  timelinesInterval: number;
  screenshotsCount: number;
}

/**
 * Runs the whole pipeline for one source into `outDir` (a fresh work dir): probe, one
 * encoding pass (mp4 ladder + timeline sprites), the VTT index, stills, and HLS for long
 * sources. `onProgress` gets 0-100. Aborting `signal` kills ffmpeg and rejects.
 */
export async function runPipeline(
  source: string,
  outDir: string,
  mediaId: number,
  opts: PipelineOptions & { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<PipelineResult> {
  const { signal, onProgress = () => {} } = opts;
  const lowPriority = opts.lowPriority ?? true;
  const info = await probe(source, signal);
  const preset = opts.preset ?? (info.duration > LONG_SOURCE_SECONDS ? 'ultrafast' : 'veryfast');
  const settings: EncodeSettings = { preset, crf: opts.crf ?? 24 };
  onProgress(1);

  const renditions = ladderFor(info.height);
  const interval = timelineInterval(info.duration);
  const layout = spriteLayout(timelineCount(info.duration, interval), interval);
  const hls = needsHls(info.duration, opts.hlsThresholdSeconds ?? PLAYER.hlsThresholdSeconds);
  // Share of the bar per step: the encode pass dominates; HLS is a cheap remux.
  const encodeEnd = hls ? 88 : 93;
  let last = 1;
  const report = (p: number) => {
    const value = Math.min(100, Math.max(last, Math.floor(p)));
    if (value !== last) onProgress(value);
    last = value;
  };
  await runTool('ffmpeg', encodeArgs(source, info, renditions, layout, outDir, mediaId, settings), {
    signal,
    lowPriority,
    onProgress: (fields) => {
      const t = progressSeconds(fields);
      if (t !== null) report(1 + (Math.min(t, info.duration) / info.duration) * (encodeEnd - 1));
    },
  });
  report(encodeEnd);
  await writeFile(join(outDir, TIMELINE_VTT), buildTimelineVtt(layout, info.duration));

  const stills = stillsFor(info.duration);
  await mkdir(join(outDir, 'thumbs'), { recursive: true });
  await runTool('ffmpeg', stillsArgs(source, stills, outDir), { signal, lowPriority });
  if (opts.posterSource)
    await runTool('ffmpeg', posterArgs(opts.posterSource, outDir), { signal, lowPriority });
  report(encodeEnd + 4);

  if (hls) {
    const encoded: EncodedRendition[] = [];
    for (const r of renditions) {
      const out = await probe(join(outDir, mp4Name(mediaId, r)), signal);
      encoded.push({ rendition: r, width: out.width, height: out.height });
    }
    await writeHls(outDir, mediaId, encoded, info.duration, { signal, lowPriority });
  }
  report(100);
  return {
    duration: info.duration,
    width: info.width,
    height: info.height,
    vr: info.vr,
    formats: formatsList(renditions, hls),
    timelinesCount: layout.count,
    timelinesInterval: interval,
    screenshotsCount: THUMBS_COUNT,
  };
}
