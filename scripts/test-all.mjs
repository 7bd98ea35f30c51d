// The one test command (`pnpm test`): every check of the repository, in order, stopping at
// the first failure. Steps whose tooling has not landed yet are skipped by name, loudly.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const rootScripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

/** [name, command, present?] */
const steps = [
  [
    'self-contained (no path outside the repository)',
    'node scripts/check-self-contained.mjs && node --test scripts/check-self-contained.test.mjs',
    true,
  ],
  ['lint + format (biome)', 'pnpm lint', true],
  ['typecheck', 'pnpm typecheck', true],
  ['unit and integration tests (vitest)', 'pnpm test:unit', true],
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
];

const started = Date.now();
let passed = 0;
for (const [name, command, present] of steps) {
  if (!present) {
    console.log(`\n=== ${name}: not set up in this checkout, skipped`);
    continue;
  }
  console.log(`\n=== ${name}: ${command}`);
  const t0 = Date.now();
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`\n=== FAILED: ${name} (${seconds} s)`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`=== ok: ${name} (${seconds} s)`);
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
