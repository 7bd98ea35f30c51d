import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// 'source' first: workspace packages resolve to their src/ so tests need no package build.
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: { name: 'site', environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] },
});
