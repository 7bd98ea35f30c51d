import { defineProject } from 'vitest/config';

// The loader only runs in a browser: every test gets a DOM.
export default defineProject({ test: { name: 'embed', environment: 'jsdom' } });
