import { IMAGE_RULES, type ProfileFieldError } from '@tubekit/contract';
import sharp from 'sharp';

/** The two profile pictures (member.php section u_ava / u_cover). */
export type ProfileImageKind = 'avatar' | 'cover';

/**
 * Formats we decode. The decision is sharp's reading of the bytes, never the file name or
 * the declared type. SVG (scripts, outside references), TIFF, PDF and RAW are refused.
 */
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** What resizing gives: the JPEG to store, or the field error to answer. */
export type ResizedImage = { ok: true; jpeg: Buffer } | { ok: false; error: ProfileFieldError };

const loadFailed: ResizedImage = { ok: false, error: { field: 'file', code: 'image_load_failed' } };

/** sharp's options for untrusted input: a pixel cap against decompression bombs, strict decoding. */
function decoder(input: Buffer) {
  return sharp(input, { limitInputPixels: IMAGE_RULES.maxPixels, failOn: 'error', animated: false });
}

/**
 * Checks and resizes an uploaded avatar or cover (spec section 5, "Images"): the bytes must
 * decode as one of DECODABLE (else `image_load_failed`), be at least the kind's minimum once
 * turned upright by its EXIF orientation (`image_too_small`, with the minimum), and resize
 * (`image_resize_failed`: a file that is truncated or corrupt past its header). The result
 * is a JPEG of exactly the stored size, cropped to fill it (the avatar a centred square),
 * with no metadata: EXIF (camera, GPS position, date) is never written back.
 */
export async function resizeProfileImage(input: Buffer, kind: ProfileImageKind): Promise<ResizedImage> {
  const rule = IMAGE_RULES[kind];
  let width: number;
  let height: number;
  try {
    const meta = await decoder(input).metadata();
    if (!meta.format || !DECODABLE.has(meta.format)) return loadFailed;
    ({ width, height } = meta.autoOrient);
  } catch {
    return loadFailed;
  }
  if (!(width >= rule.minWidth && height >= rule.minHeight))
    return {
      ok: false,
      error: { field: 'file', code: 'image_too_small', width: rule.minWidth, height: rule.minHeight },
    };
  try {
    const jpeg = await decoder(input)
      .autoOrient()
      .resize(rule.width, rule.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#1b1b1f' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { ok: true, jpeg };
  } catch {
    return { ok: false, error: { field: 'file', code: 'image_resize_failed' } };
  }
}
