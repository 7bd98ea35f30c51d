/**
 * Last byte to published-ready (issue #18): what the server does after an upload's last
 * byte (ffprobe, SHA-256, candidate previews, near-duplicate fingerprint, then the
 * transcoding pipeline) against plain ffmpeg running the same ladder (same renditions,
 * preset, CRF and rate caps) alone. Prints figures; not a test. See README.md.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { mp4Name } from '../../apps/server/src/media/encode.ts';
import { runTool } from '../../apps/server/src/media/ffmpeg-run.ts';
import { ladderFor, type Rendition } from '../../apps/server/src/media/ladder.ts';
import { runPipeline } from '../../apps/server/src/media/pipeline.ts';
import { probe } from '../../apps/server/src/media/probe.ts';
import { generateTestSource } from '../../apps/server/src/media/test-source.ts';
import { sha256File, writeCandidateFrames } from '../../apps/server/src/uploads/file-facts.ts';
import { fingerprintFile } from '../../apps/server/src/uploads/fingerprint.ts';
import { load, timed } from './src/timing.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    height: { type: 'string', default: '1080' },
    data: { type: 'string', default: join(import.meta.dirname, '.data') },
  },
});
const seconds = Number(values.seconds);
const height = Number(values.height);
if (!(seconds > 0) || !(height >= 144)) throw new Error('usage: ladder.ts [--seconds 600] [--height 1080]');
const width = Math.round((height * 16) / 9 / 2) * 2;

const data = values.data as string;
await mkdir(data, { recursive: true });
const source = join(data, `ladder-source-${seconds}s-${height}p.mp4`);
if (!existsSync(source)) {
  const made = await timed(async () => {
    await generateTestSource(`${source}.tmp.mp4`, {
      duration: seconds,
      width,
      height,
      pattern: 'testsrc2',
      fps: 25,
    });
    await rename(`${source}.tmp.mp4`, source);
  });
  console.log(`source generated in ${made.seconds.toFixed(0)} s (kept for reruns): ${source}`);
}
const info = await probe(source);
// The pipeline's own rule (pipeline.ts): veryfast up to 10 minutes, ultrafast above.
const preset = info.duration > 600 ? 'ultrafast' : 'veryfast';
const crf = 24;
const renditions = ladderFor(info.height);
console.log(
  `source: ${info.width}x${info.height}, ${info.duration.toFixed(1)} s (testsrc2, 25 fps, with audio); ` +
    `ladder ${renditions.map((r) => `${r.height}p`).join(' + ')}, x264 ${preset} CRF ${crf}, both niced (nice 19) on a shared machine`,
);

/** Plain ffmpeg: one decode, the same renditions with the same x264 and AAC settings, nothing else. */
function plainLadderArgs(out: string, rungs: readonly Rendition[]): string[] {
  const labels = rungs.map((_, i) => `[s${i}]`).join('');
  const graph = [
    `[0:v]split=${rungs.length}${labels}`,
    ...rungs.map((r, i) => `[s${i}]scale=-2:${r.height}[o${i}]`),
  ];
  const args = ['-v', 'error', '-nostdin', '-y', '-i', source, '-filter_complex', graph.join(';')];
  rungs.forEach((r, i) => {
    args.push('-map', `[o${i}]`, '-map', '0:a:0?', '-c:v', 'libx264', '-preset', preset, '-crf', String(crf));
    args.push('-maxrate', `${r.maxrateKbps}k`, '-bufsize', `${r.maxrateKbps * 2}k`, '-g', '50');
    args.push('-c:a', 'aac', '-b:a', `${r.audioKbps}k`, '-movflags', '+faststart', join(out, mp4Name(1, r)));
  });
  return args;
}

const work = await mkdtemp(join(data, 'ladder-run-'));
try {
  const plainDir = join(work, 'plain');
  await mkdir(plainDir);
  console.log(`plain ffmpeg ladder... (load ${load()})`);
  const plain = await timed(() =>
    runTool('ffmpeg', plainLadderArgs(plainDir, renditions), { lowPriority: true }),
  );
  console.log(`  ${plain.seconds.toFixed(1)} s (load after ${load()})`);

  console.log(`server: checks after the last byte, then the pipeline... (load ${load()})`);
  const ours = join(work, 'ours');
  await mkdir(join(ours, 'out'), { recursive: true });
  const steps: [string, () => Promise<unknown>][] = [
    ['ffprobe', () => probe(source)],
    ['sha256', () => sha256File(source)],
    ['candidate previews', () => writeCandidateFrames(ours, 1, source, info.duration)],
    ['fingerprint', () => fingerprintFile(source, info.duration)],
    ['pipeline', () => runPipeline(source, join(ours, 'out'), 1, { preset, crf })],
  ];
  let total = 0;
  for (const [name, step] of steps) {
    const { seconds: s } = await timed(step);
    total += s;
    console.log(`  ${name.padEnd(20)} ${s.toFixed(1).padStart(7)} s`);
  }
  const ratio = total / plain.seconds;
  console.log(
    `last byte -> published-ready: ${total.toFixed(1)} s against plain ffmpeg ${plain.seconds.toFixed(1)} s: ` +
      `${ratio.toFixed(2)}x (target <= 1.2x) ${ratio <= 1.2 ? 'PASS' : 'FAIL'} (load after ${load()})`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
