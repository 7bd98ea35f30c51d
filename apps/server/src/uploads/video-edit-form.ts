import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { UploadForm } from './upload-rules.ts';

/** The largest preview image read (the profile pictures' limit). */
export const PREVIEW_MAX_BYTES = 10 * 1024 * 1024;

/** A video_edit.php body: its fields, and the `file` part of `act=preview` when one came. */
export type VideoEditBody =
  | { ok: true; form: UploadForm; file: Buffer | null }
  | { ok: false; reason: 'too_large' | 'unreadable' };

async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // Read past: a part we do not use.
  }
}

function add(form: UploadForm, name: string, value: string): void {
  const values = form[name] ?? [];
  values.push(value);
  form[name] = values;
}

/**
 * Reads a form-encoded or multipart body into a form. A multipart `file` is kept (up to
 * PREVIEW_MAX_BYTES) only when it follows a valid `csrf` field and `act=preview`; any other
 * file part is read past and dropped, never decoded.
 */
export async function readVideoEditBody(
  request: FastifyRequest,
  validToken: (token: string) => boolean,
): Promise<VideoEditBody> {
  const form: UploadForm = Object.create(null);
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object')
      for (const [name, value] of Object.entries(body as Record<string, unknown>))
        if (typeof value === 'string') add(form, name, value);
    return { ok: true, form, file: null };
  }
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') add(form, part.fieldname, part.value);
        continue;
      }
      const wanted =
        part.fieldname === 'file' &&
        file === null &&
        form.act?.[0] === 'preview' &&
        validToken(form.csrf?.[0] ?? '');
      if (wanted) file = await part.toBuffer();
      else await drain(part.file);
    }
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? '');
    return {
      ok: false,
      reason: code.endsWith('_LIMIT') || code === 'FST_REQ_FILE_TOO_LARGE' ? 'too_large' : 'unreadable',
    };
  }
  return { ok: true, form, file };
}
