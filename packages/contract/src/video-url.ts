/**
 * The `video_url` of a videofile source is encoded so that scrapers reading the JSON
 * do not get a plain link: base64url of the signed URL, prefixed with a version tag.
 * The server encodes, the player decodes; both use these two functions.
 */
const PREFIX = 'v1.';

/** Encodes a signed media URL for the `video_url` field. */
export function encodeVideoUrl(url: string): string {
  const bytes = new TextEncoder().encode(url);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return PREFIX + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes a `video_url`; returns null when the value is not a valid encoding. */
export function decodeVideoUrl(encoded: string): string | null {
  if (!encoded.startsWith(PREFIX)) return null;
  const body = encoded.slice(PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
  try {
    const binary = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const url = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return /^(https?:\/\/|\/)/.test(url) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The stable address of a public video's file (`/content/{video_id}.mp4`): the server answers
 * it with a redirect to a freshly signed media URL. What a page may name as the VideoObject's
 * `contentUrl`, since the signed URLs themselves expire within hours.
 */
export function contentPath(videoId: number): string {
  return `/content/${videoId}.mp4`;
}
