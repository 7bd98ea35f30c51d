import fastifyMultipart from '@fastify/multipart';
import {
  UPLOAD_TUS_PATH,
  type UploadSavedAnswer,
  type UploadStartAnswer,
  type UploadsListAnswer,
  VIDEO_EDIT_ACTS,
  VIDEO_EDIT_PATH,
} from '@tubekit/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Member } from '../accounts/sessions.ts';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';
import { refuseOtherMethods } from '../http/other-methods.ts';
import { isBanned } from '../moderation/access.ts';
import { installFormBody } from '../social/form-body.ts';
import { storePreviewImage } from './preview-image.ts';
import { publishUpload } from './publish.ts';
import { expireStaleUploads } from './stale-uploads.ts';
import { syncTranscodedUploads } from './transcode-state.ts';
import { toAnswers } from './upload-answer.ts';
import { checkDetails, checkFile, field, type UploadForm } from './upload-rules.ts';
import type { UploadStorage } from './upload-storage.ts';
import { findUpload, listUploads, resolveDirs, startUpload, type UploadRow } from './upload-store.ts';
import { sendAnswer, sendErrors, sendNotify } from './video-edit-answers.ts';
import { PREVIEW_MAX_BYTES, readVideoEditBody } from './video-edit-form.ts';

export interface VideoEditOptions {
  db: Db;
  /** The bytes and previews (the uploads dir, or S3) and where publishing puts the source. */
  storage: UploadStorage;
  now: () => number;
  validToken: (request: FastifyRequest, token: string) => boolean;
}

const ID = /^[1-9]\d{0,9}$/;
const PATH = `/${VIDEO_EDIT_PATH}`;

/** Whether `viewer` may see an upload: its owner and the moderators. */
function maySee(viewer: Member, row: UploadRow): boolean {
  return row.user_id === viewer.user_id || viewer.role === 'moderator';
}

/**
 * video_edit.php (spec section 7; the contract's VIDEO_EDIT_PATH): POST `act=start`,
 * `act=preview`, `act=publish` (form-encoded or multipart, with the `upload` form token), GET
 * `?upload_id=` (the owner or a moderator) and GET (the member's uploads). Every request
 * needs a session (401 `not_logged_in`). Errors answer `{error, codes}`: 400 a field, 403
 * `form_expired`, 404 `not_uploaded` (unknown, or not the member's), 409 `not_uploaded` (not
 * in the state the act needs), 413/400 `preview_failed`, 429 the quotas, 503 `upload_failed`.
 */
export const videoEditRoutes: FastifyPluginAsync<VideoEditOptions> = async (app, options) => {
  const { db, storage, now } = options;
  installFormBody(app);
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: PREVIEW_MAX_BYTES,
      files: 1,
      fields: 30,
      fieldSize: 4096,
      parts: 31,
      headerPairs: 50,
    },
  });

  const owned = async (viewer: Member, raw: string, reply: FastifyReply): Promise<UploadRow | null> => {
    const row = ID.test(raw) ? await findUpload(db, Number(raw)) : undefined;
    if (!row || row.user_id !== viewer.user_id) {
      sendNotify(reply, 404, 'not_uploaded');
      return null;
    }
    return row;
  };
  const saved = async (reply: FastifyReply, uploadId: number) => {
    const row = await findUpload(db, uploadId);
    const [upload] = await toAnswers(db, storage, row ? [row] : []);
    if (!upload) return sendNotify(reply, 404, 'not_uploaded');
    const body: UploadSavedAnswer = { success: true, upload };
    return sendAnswer(reply, 200, body);
  };

  const start = async (viewer: Member, form: UploadForm, reply: FastifyReply) => {
    // A ban ends the member's sessions; one racing it is answered as the visitor it now is.
    if (await isBanned(db, viewer.user_id)) throw new ApiError('not_logged_in');
    const details = checkDetails(form);
    const file = checkFile(
      form,
      details.ok ? details.value.exclusive : field(form, 'exclusive') === '1' ? 1 : 0,
    );
    const errors = [...(details.ok ? [] : details.errors), ...(file.ok ? [] : file.errors)];
    if (!details.ok || !file.ok) return sendErrors(reply, 400, errors);
    const dirs = await resolveDirs(db, details.value);
    if (!dirs.ok) return sendErrors(reply, 400, dirs.errors);
    await expireStaleUploads(db, storage, now());
    const started = await startUpload(db, viewer.user_id, details.value, file.value, now());
    if (!started.ok) return sendErrors(reply, 429, started.errors);
    const body: UploadStartAnswer = { success: true, upload_id: started.uploadId, tus: UPLOAD_TUS_PATH };
    return sendAnswer(reply, 200, body);
  };

  const preview = async (viewer: Member, form: UploadForm, file: Buffer | null, reply: FastifyReply) => {
    const row = await owned(viewer, field(form, 'upload_id'), reply);
    if (!row) return reply;
    if (row.state !== 'checked') return sendNotify(reply, 409, 'not_uploaded');
    let chosen: number;
    if (file) {
      if (!(await storePreviewImage(storage, row.upload_id, file)))
        return sendErrors(reply, 400, [{ field: 'file', code: 'preview_failed' }]);
      chosen = -1;
    } else {
      const n = field(form, 'preview');
      if (!/^[1-9]$/.test(n) || Number(n) > row.previews_count)
        return sendErrors(reply, 400, [{ field: 'preview', code: 'preview_required' }]);
      chosen = Number(n);
    }
    await db.kysely
      .updateTable('uploads')
      .set({ preview: chosen, updated_at: now() })
      .where('upload_id', '=', row.upload_id)
      .where('state', '=', 'checked')
      .execute();
    return saved(reply, row.upload_id);
  };

  const publish = async (viewer: Member, form: UploadForm, reply: FastifyReply) => {
    const row = await owned(viewer, field(form, 'upload_id'), reply);
    if (!row) return reply;
    if (row.state !== 'checked') return sendNotify(reply, 409, 'not_uploaded');
    const details = checkDetails(form);
    if (!details.ok) return sendErrors(reply, 400, details.errors);
    if (row.preview === 0) return sendErrors(reply, 400, [{ field: 'preview', code: 'preview_required' }]);
    const dirs = await resolveDirs(db, details.value);
    if (!dirs.ok) return sendErrors(reply, 400, dirs.errors);
    try {
      const moved = await publishUpload(db, storage, row, details.value, dirs, now());
      if (!moved) return sendNotify(reply, 409, 'not_uploaded');
    } catch (err) {
      // Disk full, a missing file: the upload stays `checked`, publishing may be tried again.
      reply.log.error({ err }, 'upload publish failed');
      return sendNotify(reply, 503, 'upload_failed');
    }
    return saved(reply, row.upload_id);
  };

  app.post(PATH, async (request, reply) => {
    const viewer = request.member;
    if (!viewer) throw new ApiError('not_logged_in');
    const body = await readVideoEditBody(request, (token) => options.validToken(request, token));
    if (!body.ok)
      return sendErrors(reply, body.reason === 'too_large' ? 413 : 400, [
        { field: 'file', code: 'preview_failed' },
      ]);
    const { form, file } = body;
    if (!options.validToken(request, field(form, 'csrf'))) return sendNotify(reply, 403, 'form_expired');
    const act = field(form, 'act');
    if (!(VIDEO_EDIT_ACTS as readonly string[]).includes(act))
      return sendErrors(reply, 400, [{ field: 'act', code: 'invalid' }]);
    if (act === 'start') return start(viewer, form, reply);
    if (act === 'preview') return preview(viewer, form, file, reply);
    return publish(viewer, form, reply);
  });

  app.get(PATH, async (request, reply) => {
    const viewer = request.member;
    if (!viewer) throw new ApiError('not_logged_in');
    await syncTranscodedUploads(db, now());
    const raw = (request.query as Record<string, unknown>).upload_id;
    if (raw === undefined) {
      const body: UploadsListAnswer = {
        uploads: await toAnswers(db, storage, await listUploads(db, viewer.user_id)),
      };
      return sendAnswer(reply, 200, body);
    }
    const row = typeof raw === 'string' && ID.test(raw) ? await findUpload(db, Number(raw)) : undefined;
    if (!row || !maySee(viewer, row)) return sendNotify(reply, 404, 'not_uploaded');
    const [upload] = await toAnswers(db, storage, [row]);
    return sendAnswer(reply, 200, upload);
  });

  refuseOtherMethods(app, PATH, ['GET', 'POST']);
};
