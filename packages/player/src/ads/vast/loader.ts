import type { VastEngineOptions } from './engine';

/**
 * The only way into the VAST engine: a dynamic import, so the engine and the VAST client
 * it imports statically land together in one lazy chunk (one request, gzipped as one)
 * that pages without ads never request. (Vidstack providers/hls/lib-loader.ts)
 */
export async function loadVastEngine(options: VastEngineOptions) {
  const { createVastEngine } = await import('./engine');
  return createVastEngine(options);
}
