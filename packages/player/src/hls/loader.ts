/**
 * The only place that imports hls.js, dynamically, so the library lands in its own chunk
 * that short-mp4 pages never request. The light build has no subtitles, alt audio or EME,
 * which the site does not use. (Vidstack providers/hls/lib-loader.ts)
 */
export async function loadHlsLibrary() {
  const mod = await import('hls.js/light');
  return mod.default;
}
