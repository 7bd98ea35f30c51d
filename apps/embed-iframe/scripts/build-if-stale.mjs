// Builds the embed page (client + shell) when a source of it is newer than dist/ (`pnpm start`).
// The loader script (packages/embed) is served next to the page, so it is built here too.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
buildIfStale({
  name: 'embed-iframe',
  root,
  outputs: [
    join(root, 'dist/client/.vite/manifest.json'),
    join(root, 'dist/server/shell.js'),
    join(root, '../../packages/embed/dist/embed.js'),
  ],
  sources: [
    join(root, 'src'),
    join(root, 'vite.config.ts'),
    join(root, '../../scripts/vite-precompress.ts'),
    join(root, 'package.json'),
    join(root, '../../packages/contract/src'),
    join(root, '../../packages/player/src'),
    join(root, '../../packages/embed/src'),
  ],
  commands: ['pnpm run build', 'pnpm --filter @tubekit/embed build'],
});
