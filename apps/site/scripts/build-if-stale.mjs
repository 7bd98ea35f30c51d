// Builds the site (client + server) when a source of it is newer than dist/ (`pnpm start`).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Always the production build, whoever asks: under vitest (NODE_ENV=test) vite would build the
// development one (React's development code, `jsxDEV`), and `pnpm start` would then serve it
// as up to date. The build commands inherit this.
process.env.NODE_ENV = 'production';
buildIfStale({
  name: 'site',
  root,
  outputs: [join(root, 'dist/client/.vite/manifest.json'), join(root, 'dist/server/entry-server.js')],
  sources: [
    join(root, 'src'),
    join(root, 'vite.config.ts'),
    // The build's own plugins (router tree-shaking, precompression) change the output too.
    join(root, 'build'),
    join(root, 'precompress.config.ts'),
    join(root, '../../scripts/vite-precompress.ts'),
    join(root, 'package.json'),
    join(root, '../../packages/contract/src'),
    join(root, '../../packages/player/src'),
    join(root, '../../packages/player-react/src'),
  ],
  commands: ['pnpm run build'],
});
