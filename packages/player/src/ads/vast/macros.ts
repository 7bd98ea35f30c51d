/** Macro values by name, as the VAST client's tracker takes them (`[NAME]` in a URL). */
export type VastMacros = Record<string, string | number>;

/** Seconds as a VAST timecode `HH:MM:SS.mmm` (what `[ADPLAYHEAD]` and `[CONTENTPLAYHEAD]` carry). */
export function timecode(seconds: number): string {
  const ms = Math.max(0, Math.round((seconds || 0) * 1000));
  const pad = (n: number, width = 2) => String(Math.floor(n)).padStart(width, '0');
  return `${pad(ms / 3.6e6)}:${pad((ms / 6e4) % 60)}:${pad((ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/**
 * The macros of a preroll, read when a URL is sent: `[BREAKPOSITION]` 1 (pre-roll),
 * `[CONTENTPLAYHEAD]` from the content video, `[ADPLAYHEAD]` from the ad's (the client puts
 * its own once the ad has progressed, the same value). The client adds `[ERRORCODE]`,
 * `[TIMESTAMP]`, `[CACHEBUSTING]`, and `[ASSETURI]` from the creative's first media file,
 * which is why trackers get a creative whose only media file is the one playing. Supported
 * macros left without a value are sent as -1 (VAST 4.1 section 6.1).
 */
export function prerollMacros(content: HTMLVideoElement, ad?: HTMLVideoElement): () => VastMacros {
  return () => ({
    BREAKPOSITION: 1,
    CONTENTPLAYHEAD: timecode(content.currentTime),
    ...(ad ? { ADPLAYHEAD: timecode(ad.currentTime) } : {}),
  });
}
