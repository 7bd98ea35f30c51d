import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    globalSetup: ['./src/test/build-pages.global.ts'],
    // Media tests run ffmpeg; give them room on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
