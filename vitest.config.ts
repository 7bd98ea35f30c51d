import { defineConfig } from 'vitest/config';

// Each package and app is its own project so it can pick its environment
// (jsdom for the player, node for the server) in its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
