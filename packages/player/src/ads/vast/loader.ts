/**
 * The only place that imports the VAST client, dynamically, so the library lands in its
 * own chunk that pages without ads never request. (Vidstack providers/hls/lib-loader.ts)
 */
export function loadVastLibrary() {
  return import('@dailymotion/vast-client');
}

/** The VAST client module. */
export type VastLibrary = Awaited<ReturnType<typeof loadVastLibrary>>;
