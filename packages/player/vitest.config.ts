import { defineProject } from 'vitest/config';

// Default environment is node (reducer and pure parts); DOM tests opt into jsdom with a
// `// @vitest-environment jsdom` comment at the top of the file.
export default defineProject({ test: { name: 'player', environment: 'node' } });
