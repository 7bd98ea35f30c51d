// The one test command (`pnpm test`): every check of the repository, in order, stopping at
// the first failure. Steps whose tooling has not landed yet are skipped by name, loudly.
// A step marked `background` starts at its place and runs beside the next ones when the
// machine has the cores for it (its output is printed once it ends); on a smaller one it
// runs in its place like the others.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const rootScripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
/** Cores at which a background step runs beside the others (it takes about two of them). */
const BACKGROUND_CORES = 4;

/** [name, command, present?, {background}?] */
const steps = [
  [
    'self-contained (no path outside the repository)',
    'node scripts/check-self-contained.mjs && node --test scripts/check-self-contained.test.mjs',
    true,
  ],
  ['lint + format (biome)', 'pnpm lint', true],
  ['typecheck', 'pnpm typecheck', true],
  [
    // Issue #22: PostgreSQL, Redis, s3rver, nginx, two servers and two workers on loopback.
    'cluster mode (playwright, e2e/playwright.cluster.config.ts)',
    // Not through pnpm, which would start Playwright in a process group of its own, out of
    // reach of the SIGINT that makes it stop the cluster when another step fails.
    'cd e2e && exec node_modules/.bin/playwright test -c playwright.cluster.config.ts',
    Boolean(process.env.TEST_DATABASE_URL),
    { background: true },
  ],
  ['unit and integration tests (vitest)', 'pnpm test:unit', true],
  [
    // Issue #22: the server suite again with its apps on one redis-server and one s3rver,
    // on PostgreSQL only. After the step above, whose setup has built the site it renders.
    'server suite in cluster mode (vitest, apps/server/vitest.cluster.config.ts)',
    // Not through pnpm, so a failing step's SIGINT reaches vitest, whose teardown stops both.
    'cd apps/server && exec ../../node_modules/.bin/vitest run --config vitest.cluster.config.ts',
    Boolean(process.env.TEST_DATABASE_URL),
    { background: true },
  ],
  [
    'player size budget (size-limit)',
    'pnpm --filter @tubekit/player size',
    existsSync('packages/player/.size-limit.json'),
  ],
  [
    'embed loader size budget (size-limit)',
    'pnpm --filter @tubekit/embed size',
    existsSync('packages/embed/.size-limit.json'),
  ],
  [
    'published packages (pack; publint, attw, tarball budgets, publish dry run)',
    'pnpm packages:check',
    Boolean(rootScripts['packages:check']),
  ],
  ['storybook build', 'pnpm storybook:build', Boolean(rootScripts['storybook:build'])],
  // Includes the consumer journeys: the packed SDK in a fresh Vite + React app (e2e/consumer).
  ['browser journeys (playwright)', 'pnpm test:e2e', Boolean(rootScripts['test:e2e'])],
  [
    // Issue #22: the site's journeys again, the site on PostgreSQL, Redis, s3rver and two
    // tubekit workers (e2e/site/support/serve-site-cluster.ts). After the step above: two
    // Playwright runs of the site at once are too much for 2 cores.
    'site journeys in cluster mode (playwright, E2E_MODE=cluster)',
    'cd e2e && E2E_MODE=cluster exec node_modules/.bin/playwright test --project=site',
    Boolean(process.env.TEST_DATABASE_URL),
  ],
];

const started = Date.now();
let passed = 0;
/** Background steps still running: their names and the promise of their end. */
const background = [];

/** Prints a step's end; a failure ends the run (background steps still running are killed). */
function finish(name, status, t0, output = '') {
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (output) process.stdout.write(`\n=== output of ${name}:\n${output}`);
  if (status !== 0) {
    console.log(`\n=== FAILED: ${name} (${seconds} s)`);
    console.log(`steps: ${passed} passed, 1 failed`);
    // The whole group, with Ctrl-C's signal: Playwright then runs its teardown (the cluster's stop).
    for (const step of background) if (step.child.exitCode === null) process.kill(-step.child.pid, 'SIGINT');
    process.exit(status ?? 1);
  }
  passed += 1;
  console.log(`=== ok: ${name} (${seconds} s)`);
}

/** Starts a step beside the others, its output kept until it ends. */
function startInBackground(name, command) {
  console.log(`\n=== ${name} (in the background): ${command}`);
  const t0 = Date.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env, detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve) => child.on('close', (status) => resolve({ status, t0, output })));
  background.push({ name, child, done });
}

for (const [name, command, present, options] of steps) {
  if (!present) {
    console.log(`\n=== ${name}: not set up in this checkout, skipped`);
    continue;
  }
  if (options?.background && availableParallelism() >= BACKGROUND_CORES) {
    startInBackground(name, command);
    continue;
  }
  console.log(`\n=== ${name}: ${command}`);
  const t0 = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env });
  finish(name, result.status, t0);
}
for (const { name, done } of background) {
  const { status, t0, output } = await done;
  finish(name, status, t0, output);
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
