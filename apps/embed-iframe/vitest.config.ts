import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.workspace-sources.ts';

// Node by default (the shell is a pure string renderer); DOM tests opt into jsdom per file.
// Workspace packages resolve to their src/ in both environments.
export default defineProject({
  ...workspaceSources,
  test: { name: 'embed-iframe', environment: 'node' },
});
