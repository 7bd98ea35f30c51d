import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Node by default (the shell is a pure string renderer); DOM tests opt into jsdom per file.
// 'source' first in both environments: workspace packages resolve to their src/, since a
// fresh clone has no dist/ (node-environment files go through the ssr resolver).
export default defineProject({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
    noExternal: [/^@tubekit\//],
  },
  test: { name: 'embed-iframe', environment: 'node' },
});
