// Playwright webServer for the story checks: serves the static Storybook build, building
// it first when absent (CI builds it just before, with `pnpm storybook:build`).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STORYBOOK_PORT } from './paths.ts';
import { startStaticServer } from './static-server.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const OUT = fileURLToPath(new URL('../../../storybook-static', import.meta.url));

if (!existsSync(`${OUT}/index.json`)) {
  execFileSync('pnpm', ['storybook:build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
} else {
  console.log('storybook: reusing storybook-static (run `pnpm storybook:build` to refresh it)');
}
const server = await startStaticServer({ port: STORYBOOK_PORT, mounts: { '/': OUT } });
console.log(`storybook on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
