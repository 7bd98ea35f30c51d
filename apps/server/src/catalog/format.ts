/** Wire formats shared by every catalogue answer. */

/** Seconds -> `mm:ss`, or `hh:mm:ss` from one hour (spec: "hh:mm:ss, mm:ss"). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${two(h)}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** Unix seconds -> ISO 8601 UTC without milliseconds; '' for 0 (unknown). */
export function isoDate(unixSeconds: number): string {
  if (!unixSeconds) return '';
  return new Date(unixSeconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** URLs of the stills of a media item (the media engineer's layout under /media/<id>/). */
export function mediaImages(mediaId: number | null, thumbsCount: number) {
  if (mediaId === null) return { scr: '', scr1: '', thumbsrc: '', thumbs: [] as string[] };
  const base = `/media/${mediaId}`;
  const thumbs = Array.from({ length: thumbsCount }, (_, i) => `${base}/thumbs/${i + 1}.jpg`);
  return { scr: `${base}/scr.jpg`, scr1: `${base}/scr1.jpg`, thumbsrc: `${base}/thumbs/`, thumbs };
}
