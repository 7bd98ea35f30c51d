import type { Readable } from 'node:stream';
import { IMAGE_RULES, type ProfileFieldError, type ProfileSaveAnswer } from '@tubekit/contract';
import type { FastifyRequest } from 'fastify';
import { type ProfileImageKind, resizeProfileImage } from './images.ts';

/** member.php's image sections and the picture each one sets. */
const IMAGE_SECTIONS: Readonly<Record<string, ProfileImageKind>> = { u_ava: 'avatar', u_cover: 'cover' };

/** An upload read and resized, or the answer that refuses it (403: the form token). */
export type ImageUpload =
  | { ok: true; kind: ProfileImageKind; jpeg: Buffer }
  | { ok: false; status: 403 }
  | { ok: false; status: 400 | 413; answer: ProfileSaveAnswer };

function refused(status: 400 | 413, error: ProfileFieldError): ImageUpload {
  return { ok: false, status, answer: { error: true, codes: [error] } };
}

/** Reads a file part to its end without keeping it (a part that will not be used). */
async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // Dropped: only read so the parts after it arrive.
  }
}

/** The upload limit in megabytes, for the "too large" message. */
const IMAGE_RULES_MB = IMAGE_RULES.maxBytes / (1024 * 1024);

/** The codes @fastify/multipart throws when a limit of the body is passed. */
const TOO_LARGE = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/**
 * Reads a multipart member.php upload: the fields `section` and `csrf` first, then one
 * `file` (a file sent before its token is read past, never decoded). The file is held in
 * memory up to IMAGE_RULES.maxBytes (413 `file_too_large` past it) and handed to
 * resizeProfileImage; nothing of it is written anywhere.
 */
export async function readImageUpload(
  request: FastifyRequest,
  validToken: (token: string) => boolean,
): Promise<ImageUpload> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  // A file that arrives before a valid token is never read: the form is refused as expired.
  let beforeToken = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const tokenOk = validToken(fields.csrf ?? '');
      if (!tokenOk) beforeToken = true;
      if (
        tokenOk &&
        part.fieldname === 'file' &&
        file === null &&
        Object.hasOwn(IMAGE_SECTIONS, fields.section ?? '')
      )
        file = await part.toBuffer();
      else await drain(part.file);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_LARGE.has(code))
      return refused(413, { field: 'file', code: 'file_too_large', length: IMAGE_RULES_MB });
    return refused(400, { field: 'file', code: 'image_load_failed' });
  }
  if (beforeToken) return { ok: false, status: 403 };
  if (!validToken(fields.csrf ?? '')) return { ok: false, status: 403 };
  const section = fields.section ?? '';
  const kind = Object.hasOwn(IMAGE_SECTIONS, section) ? IMAGE_SECTIONS[section] : undefined;
  if (!kind) return refused(400, { field: 'section', code: 'invalid_value' });
  if (!file || file.length === 0) return refused(400, { field: 'file', code: 'file_required' });
  const resized = await resizeProfileImage(file, kind);
  return resized.ok ? { ok: true, kind, jpeg: resized.jpeg } : refused(400, resized.error);
}
