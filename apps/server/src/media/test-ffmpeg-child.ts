/**
 * Child process of `ffmpeg-run.test.ts`: runs an endless ffmpeg through `runTool` at low
 * priority, as the worker does, prints its pid and waits for the test to kill this process.
 */
import { runTool } from './ffmpeg-run.ts';

await runTool('ffmpeg', ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=s=64x36', '-f', 'null', '-'], {
  lowPriority: true,
  onSpawn: (pid) => process.stdout.write(`${pid}\n`),
});
