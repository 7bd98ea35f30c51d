import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// 'source' first: @tubekit/player resolves to its src/ so these tests need no player build.
export default defineProject({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: { name: 'player-react', environment: 'jsdom' },
});
