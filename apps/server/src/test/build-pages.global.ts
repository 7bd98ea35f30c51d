import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Vitest global setup: builds the site and the embed page once, before any test file runs.
 * Several files render pages from those builds; building from each file in parallel raced
 * (one build emptied dist while another file was rendering from it). The per-file calls
 * stay as no-ops for running a single file.
 */
export default function setup(): void {
  for (const app of ['site', 'embed-iframe']) {
    execFileSync('node', [join(REPO_ROOT, `apps/${app}/scripts/build-if-stale.mjs`)], { stdio: 'pipe' });
  }
}
