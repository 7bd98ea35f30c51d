import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Whether ffmpeg's MPEG-7 `signature` filter (detectmode=full) finds a matching segment
 * between two files. It compares one pair per ffmpeg run (both decoded again), so a lookup
 * against N stored videos is N runs: the bench measures it on pairs only. `crash`: ffmpeg
 * died (SIGSEGV) on the pair. Its verdict is
 * logged on stderr, which the server's runTool keeps only on failure, hence execFile.
 */
export async function signatureMatches(a: string, b: string): Promise<'match' | 'none' | 'crash'> {
  const filter = '[0:v][1:v]signature=nb_inputs=2:detectmode=full';
  const args = ['-n', '19', 'ffmpeg', '-hide_banner', '-nostats', '-nostdin', '-i', a, '-i', b];
  try {
    const { stderr } = await run('nice', [...args, '-filter_complex', filter, '-f', 'null', '-'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return /matching of video 0 at/.test(stderr) ? 'match' : 'none';
  } catch (err) {
    // Debian's ffmpeg 5.1 signature filter dies with SIGSEGV on some pairs: no verdict.
    if ((err as { signal?: string }).signal === 'SIGSEGV') return 'crash';
    throw err;
  }
}
