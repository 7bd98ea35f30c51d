// The client build's precompression plugin, shared with the embed page's build: no app
// imports another, so it lives with the repository's build scripts.
export { precompress } from '../../scripts/vite-precompress.ts';
