import { defineConfig } from 'vite';

/**
 * One classic script (IIFE), no chunks: webmasters paste `<script async src=".../embed.js">`,
 * so it must run without a module loader. The server serves dist/embed.js at /embed.js.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2018',
    lib: { entry: 'src/auto.ts', formats: ['iife'], name: 'TubekitEmbedLoader', fileName: () => 'embed.js' },
  },
});
