import { parseTimelineVtt, type TimelineCue } from './vtt';

/**
 * Fetches and parses the sprite index. Failures give an empty list: thumbnails are a
 * nicety and never a user-facing error (spec section 8).
 */
export async function loadTimeline(
  url: string,
  fetchFn: typeof fetch,
  baseUrl: string,
): Promise<TimelineCue[]> {
  try {
    const absolute = new URL(url, baseUrl).href;
    const response = await fetchFn(absolute);
    if (!response.ok) return [];
    return parseTimelineVtt(await response.text(), absolute);
  } catch {
    return [];
  }
}
