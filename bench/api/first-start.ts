/**
 * First-start benchmark: the README's start command on a fresh clone of this repository's
 * HEAD, timed until the demo media are ready. Prints figures; not a test. See README.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatFirstStart, parseFirstStartOptions, runFirstStart } from './src/first-start.ts';
import { stopAll } from './src/processes.ts';

let options: ReturnType<typeof parseFirstStartOptions>;
try {
  options = parseFirstStartOptions(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
const dir = mkdtempSync(join(tmpdir(), 'tubekit-first-start-'));
console.log(`First start: a fresh clone of ${commit} (committed work only) in ${dir}`);
try {
  const result = await runFirstStart({ repo, dir, timeoutSeconds: options.timeoutSeconds, log: console.log });
  console.log(`\n${formatFirstStart(result)}`);
  process.exitCode = result.passed ? 0 : 1;
} catch (error) {
  console.error(`first start failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  if (options.keep) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
