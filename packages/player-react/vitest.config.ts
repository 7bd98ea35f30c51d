import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// 'source' first: @tubekit/player resolves to its src/ so these tests need no player build,
// in jsdom tests and in the node-environment server-rendering test alike (a fresh clone
// has no dist/).
export default defineProject({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
    noExternal: [/^@tubekit\//],
  },
  test: { name: 'player-react', environment: 'jsdom' },
});
