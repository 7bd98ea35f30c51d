import { join } from 'node:path';

/** A file `/media/*` may serve, and whether its URL must carry a valid signature. */
export interface PublishedFile {
  /** Absolute path of the file below the media root. */
  file: string;
  /** Video files (mp4, HLS playlists and segments) need `?e=&s=`; pictures do not. */
  signed: boolean;
}

const ID = '[1-9]\\d{0,14}';
const VARIANT = '(?:sd|hd|fhd)';

/**
 * Every name the pipeline publishes under `<media_id>/` (media/README.md), and nothing
 * else: an allow-list, not a deny-list, so a file that lands in the media root by mistake
 * (an original upload, a log, a half-made attempt) is never served. The patterns admit only
 * digits and fixed names, which also rules out `..`, backslashes, encoded separators and
 * absolute paths however they are spelt.
 */
const SIGNED: readonly RegExp[] = [
  // The mp4 ladder carries its own media id: `12/12_hd.mp4`.
  new RegExp(`^(${ID})/\\1_${VARIANT}\\.mp4$`),
  new RegExp(`^${ID}/hls/master\\.m3u8$`),
  new RegExp(`^${ID}/hls/${VARIANT}/index\\.m3u8$`),
  new RegExp(`^${ID}/hls/${VARIANT}/seg-\\d{4,9}\\.ts$`),
];

/**
 * Pictures and the timeline index stay public: listings, posters and Open Graph cards link
 * them from cacheable JSON and HTML, where an expiring signature would break the cache.
 */
const PUBLIC: readonly RegExp[] = [
  new RegExp(`^${ID}/scr1?\\.jpg$`),
  new RegExp(`^${ID}/thumbs/[1-9]\\d{0,2}\\.jpg$`),
  new RegExp(`^${ID}/sprite-[1-9]\\d{0,5}\\.jpg$`),
  new RegExp(`^${ID}/timelines\\.vtt$`),
];

/**
 * The demo seed's generated performer and channel pictures (demo/demo-pictures.ts): SVG
 * art, named `demo/{models|channels}/{id}-{hash}.svg`. Public like the stills; an SVG answer
 * can run nothing (every non-page answer carries `script-src 'none'`, security-headers.ts).
 */
const DEMO_PICTURE = new RegExp(`^demo/(?:models|channels)/${ID}-[0-9a-f]{12}\\.svg$`);

/**
 * Maps the path of a `/media/*` request (relative to the media root, as the router decoded
 * it) to the published file it names, or null for anything the pipeline does not publish.
 */
export function publishedFile(root: string, urlPath: string): PublishedFile | null {
  if (SIGNED.some((re) => re.test(urlPath))) return { file: join(root, urlPath), signed: true };
  if (PUBLIC.some((re) => re.test(urlPath)) || DEMO_PICTURE.test(urlPath))
    return { file: join(root, urlPath), signed: false };
  return null;
}
