/**
 * The V8 flags `pnpm start` runs the server with (package.json's `start`, checked by
 * v8-tuning.test.ts; the upload bench's server takes the same). Each 64 KiB piece of a
 * request body arrives in a new Buffer outside the JS heap; by default V8 runs a full
 * mark-compact each time such external memory grows by a fixed step past a small heap's
 * limit, about 70 of them per GiB uploaded, most of the server's CPU while it received one.
 * - `--external-memory-accounted-in-global-limit`: those buffers count in the heap's global
 *   limit instead, so the young-generation collections free most of them: 4.4 -> 2.5 server
 *   CPU-seconds per GiB.
 * - `--initial-old-space-size=128`: a heap limit that starts above this app's ~30 MiB live
 *   heap, so the remaining mark-compacts (17 per GiB) do not come at all: 2.5 -> 1.4 s per GiB.
 * The server's RSS still grows by about 130 MiB once while it receives, the same for 1 and
 * 2 GiB (bench/uploads).
 */
export const SERVER_NODE_FLAGS = [
  '--external-memory-accounted-in-global-limit',
  '--initial-old-space-size=128',
];
