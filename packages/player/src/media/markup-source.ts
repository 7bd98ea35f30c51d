/**
 * The url a video element is already loading, or will load from its markup: `currentSrc`,
 * else its `src` attribute, else its first `<source>`. Empty when it has none (a video the
 * player created itself).
 */
export function markupSource(video: HTMLVideoElement): string {
  if (video.currentSrc) return video.currentSrc;
  if (video.getAttribute('src')) return video.src;
  return video.querySelector('source[src]')?.getAttribute('src') ?? '';
}

/** True when `url` is the resource the element already has (so loading it again would restart the fetch). */
export function alreadyLoading(video: HTMLVideoElement, url: string): boolean {
  const current = markupSource(video);
  if (!current) return false;
  const base = video.ownerDocument.baseURI;
  try {
    return new URL(current, base).href === new URL(url, base).href;
  } catch {
    return false;
  }
}
