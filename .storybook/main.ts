import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { ensureLadder, ensureThumb } from '../scripts/player-media.mjs';

// Stories play a real video: generated here, at build (or dev) time, into a gitignored
// folder served as a static dir, so no media is ever committed. 8 s keeps "complete" and
// "countdown" stories quick to reach.
const MEDIA_DIR = fileURLToPath(new URL('../.cache/storybook-media', import.meta.url));
ensureLadder(MEDIA_DIR, 8);
ensureThumb(MEDIA_DIR);

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/player-react/src/stories/**/*.stories.tsx'],
  staticDirs: [{ from: MEDIA_DIR, to: '/media' }],
  core: { disableTelemetry: true },
  // 'source' first: @tubekit/player resolves to its src/, no player build needed.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { resolve: { conditions: ['source', ...defaultClientConditions] } }),
};

export default config;
