import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';
import { sendMediaError, sendMediaFile } from '../media/serve-file.ts';
import type { UploadStorage } from './upload-storage.ts';
import { findUpload } from './upload-store.ts';

/** `/upload/previews/<upload_id>/<1-9|image>.jpg`: nothing else maps to a file. */
const PREVIEW_PATH = /^([1-9]\d{0,9})\/([1-9]|image)\.jpg$/;

/**
 * GET /upload/previews/<upload_id>/<n>.jpg: an upload's candidate previews (and the image
 * its owner uploaded), from the uploads dir (cluster mode: streamed from the bucket, so any
 * server answers for previews any worker made), to the owner and the moderators only (401 a
 * visitor, 404 anyone else: whether the upload exists is not told). Never cached by shared
 * caches: `private, no-store`.
 */
export const previewRoutes: FastifyPluginAsync<{ db: Db; storage: UploadStorage }> = async (app, options) => {
  const { storage } = options;
  app.get('/upload/previews/*', async (request, reply) => {
    const viewer = request.member;
    if (!viewer) throw new ApiError('not_logged_in');
    const match = PREVIEW_PATH.exec((request.params as { '*': string })['*']);
    const row = match ? await findUpload(options.db, Number(match[1])) : undefined;
    if (!match || !row || (row.user_id !== viewer.user_id && viewer.role !== 'moderator'))
      return sendMediaError(reply, 404, 'not_found');
    const n = match[2] === 'image' ? -1 : Number(match[2]);
    if (n > row.previews_count) return sendMediaError(reply, 404, 'not_found');
    const path = storage.previewPath(row.upload_id, n);
    if (path) return sendMediaFile(request, reply, path, { cacheControl: 'private, no-store' });
    const preview = await storage.openPreview(row.upload_id, n);
    if (!preview) return sendMediaError(reply, 404, 'not_found');
    return reply
      .type('image/jpeg')
      .header('cache-control', 'private, no-store')
      .header('content-length', preview.size)
      .send(preview.body);
  });
};
