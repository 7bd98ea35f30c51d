import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Node by default (the shell is a pure string renderer); DOM tests opt into jsdom per file.
export default defineProject({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: { name: 'embed-iframe', environment: 'node' },
});
