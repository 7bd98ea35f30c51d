import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.workspace-sources.ts';

// @tubekit/player resolves to its src/ so these tests need no player build, in jsdom tests
// and in the node-environment server-rendering test alike.
export default defineProject({
  ...workspaceSources,
  test: { name: 'player-react', environment: 'jsdom' },
});
