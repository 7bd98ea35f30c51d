import { IMAGE_RULES } from '@tubekit/contract';
import sharp from 'sharp';
import type { UploadStorage } from './upload-storage.ts';

/** Formats a preview may be: sharp's reading of the bytes decides, never a name or a type. */
const DECODABLE = new Set(['jpeg', 'png', 'webp']);

/**
 * Turns an uploaded preview into the upload's `image.jpg`: it must decode (a pixel cap
 * against decompression bombs, strict decoding), is turned upright, fitted inside 1280x720
 * and kept (`UploadStorage.putPreviewImage`) as a JPEG without metadata (sharp writes no EXIF unless asked). False when
 * the bytes are not such an image ("Error uploading preview").
 */
export async function storePreviewImage(
  storage: UploadStorage,
  uploadId: number,
  input: Buffer,
): Promise<boolean> {
  let jpeg: Buffer;
  try {
    const decoder = () =>
      sharp(input, { limitInputPixels: IMAGE_RULES.maxPixels, failOn: 'error', animated: false });
    const meta = await decoder().metadata();
    if (!meta.format || !DECODABLE.has(meta.format)) return false;
    jpeg = await decoder()
      .autoOrient()
      .resize(1280, 720, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#000000' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return false;
  }
  await storage.putPreviewImage(uploadId, jpeg);
  return true;
}
