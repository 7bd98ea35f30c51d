import { setFlagsFromString } from 'node:v8';

/**
 * V8 tuning for a server that streams bytes, applied by `pnpm start` (and the upload bench's
 * server) before the app is built. Each 64 KiB piece of a request body arrives in a new Buffer
 * outside the JS heap, and by default V8 starts a full mark-compact each time such external
 * memory grows by a fixed step: about 70 of them per GiB uploaded, most of the server's CPU
 * while it received an upload. Counted in the heap's global limit instead, those buffers are
 * left to the cheap young-generation collections: 4.4 -> 2.5 server CPU-seconds per GiB, with
 * the RSS still flat (about 130 MiB of growth, the same for 1 and 2 GiB; bench/uploads). V8
 * reads the flag when it checks its limits, so setting it at run time takes effect.
 */
export function tuneV8ForStreaming(): void {
  setFlagsFromString('--external-memory-accounted-in-global-limit');
}
