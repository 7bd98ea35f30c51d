import type { IncomingMessage } from 'node:http';
import { UPLOAD_RULES, UPLOAD_TUS_CSRF_HEADER, UPLOAD_TUS_PATH } from '@tubekit/contract';
import { Server as TusServer } from '@tus/server';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Member } from '../accounts/sessions.ts';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';
import { patchUpload } from './tus-patch.ts';
import type { UploadStorage } from './upload-storage.ts';
import { findByTusId, findUpload, moveUpload } from './upload-store.ts';

/** The header a tus request carries the `upload` form token in (tus-js-client `headers`). */
export const TUS_CSRF_HEADER = UPLOAD_TUS_CSRF_HEADER.toLowerCase();
/** The tus ids @tus/server generates (16 random bytes, hex): anything else is no upload of ours. */
const TUS_ID = /^[0-9a-f]{32}$/;
const BASE = UPLOAD_TUS_PATH.replace(/\/$/, '');

export interface TusEndpointOptions {
  db: Db;
  /** Where the bytes go: the uploads dir, or the S3 bucket (cluster mode). */
  storage: UploadStorage;
  now: () => number;
  /** Whether the request carries this browser's `upload` form token in TUS_CSRF_HEADER. */
  validToken: (request: FastifyRequest, token: string) => boolean;
  /** An upload's last byte is in (state `checking`): queue its checks. */
  onFinished: (uploadId: number) => void;
}

/** A tus refusal: @tus/server answers `status_code` with `body`. */
function refuse(status_code: number, body: string): { status_code: number; body: string } {
  return { status_code, body: `${body}\n` };
}

/**
 * The tus 1.0.0 endpoint (creation, termination) at UPLOAD_TUS_PATH: @tus/server with a
 * FileStore under `{uploads}/tus/`, so each PATCH streams its body to the file at its offset
 * and nothing is held in memory; the bytes stay on disk across a dropped connection or a
 * restart, and the client resumes from the offset HEAD reports. With S3 (`storage`), the
 * store is @tus/s3-store: each PATCH a part of the upload's multipart upload, so any server
 * takes any PATCH, HEAD sums the parts, and the last byte moves the upload on whichever
 * server receives it (the state change is in the database). Fastify only routes: a
 * content-type parser that reads nothing leaves the raw stream to tus (`reply.hijack()`).
 *
 * Every request but OPTIONS needs a session (401) and the `upload` form token in
 * TUS_CSRF_HEADER (403); HEAD/PATCH/DELETE only reach the member's own upload (404). POST
 * carries metadata `upload_id`: the member's upload in state `receiving`, whose declared
 * size must be the Upload-Length (at most UPLOAD_RULES.maxBytes; no deferred length). A
 * DELETE (the member cancels) ends the upload `failed` with `not_uploaded`. A
 * single PATCH is bounded by the server's request timeout (http/timeouts.ts: 30 s): the
 * client sends chunks of UPLOAD_CHUNK_BYTES, and a PATCH cut short keeps the bytes written.
 */
export const tusEndpoint: FastifyPluginAsync<TusEndpointOptions> = async (app, options) => {
  const { db, storage, now } = options;
  // Who sent each raw request, for the hooks (they see a web Request wrapping it).
  const members = new WeakMap<IncomingMessage, Member>();
  const uploadOf = new WeakMap<IncomingMessage, number>();
  const memberOf = (req: { runtime?: { node?: { req?: IncomingMessage } } }) => {
    const raw = req.runtime?.node?.req;
    return raw ? members.get(raw) : undefined;
  };
  const tus = new TusServer({
    path: BASE,
    datastore: storage.datastore,
    maxSize: UPLOAD_RULES.maxBytes,
    relativeLocation: true,
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(req, upload) {
      const member = memberOf(req as never);
      const uploadId = Number(upload.metadata?.upload_id ?? '');
      const row = Number.isSafeInteger(uploadId) && uploadId > 0 ? await findUpload(db, uploadId) : undefined;
      if (!member || !row || row.user_id !== member.user_id) throw refuse(404, 'not_uploaded');
      if (row.state !== 'receiving') throw refuse(409, 'not_uploaded');
      if (upload.size !== Number(row.size)) throw refuse(400, 'size');
      // A new tus upload for the same upload (the browser lost the old URL) replaces the old bytes.
      if (row.tus_id) await tus.datastore.remove(row.tus_id).catch(() => {});
      await moveUpload(db, uploadId, 'receiving', { tus_id: upload.id, received: 0 }, now());
      return {};
    },
    async onUploadFinish(_req, upload) {
      await finished(upload.id);
      return {};
    },
  });
  /** The last byte of tus upload `tusId` is in: its upload goes to `checking`, and its checks are queued. */
  async function finished(tusId: string): Promise<void> {
    const row = await findByTusId(db, tusId);
    if (
      row &&
      (await moveUpload(db, row.upload_id, 'receiving', { state: 'checking', received: row.size }, now()))
    )
      options.onFinished(row.upload_id);
  }
  // The uploads with a PATCH under way in any server process (patchUpload refuses a second one).
  const busy = app.shared.leases;

  app.removeAllContentTypeParsers();
  // The body is tus's to stream to disk: Fastify must not read (or buffer) any of it.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handle = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const id = (request.params as { '*'?: string })['*'] ?? '';
    if (request.method !== 'OPTIONS') {
      const member = request.member;
      if (!member) throw new ApiError('not_logged_in');
      const token = request.headers[TUS_CSRF_HEADER];
      if (typeof token !== 'string' || !options.validToken(request, token))
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .send({
            error: true,
            codes: [{ field: 'notify', code: 'form_expired' }],
          });
      if (id) {
        const row = TUS_ID.test(id) ? await findByTusId(db, id) : undefined;
        if (!row || row.user_id !== member.user_id) throw new ApiError('not_found');
        uploadOf.set(request.raw, row.upload_id);
      }
      members.set(request.raw, member);
    }
    reply.hijack();
    // PATCH (the bytes) is ours, the rest @tus/server's: see tus-patch.ts for why.
    if (request.method === 'PATCH' && id) {
      return patchUpload(request.raw, reply.raw, id, {
        store: storage.datastore,
        write: (req, body, offset) => storage.writePatch(req, body, id, offset),
        busy,
        onComplete: () => finished(id),
      });
    }
    await tus.handle(request.raw, reply.raw);
    // The member cancelled (tus termination): the bytes are gone, the quota freed.
    const cancelled = uploadOf.get(request.raw);
    if (request.method === 'DELETE' && reply.raw.statusCode === 204 && cancelled !== undefined)
      await moveUpload(db, cancelled, 'receiving', { state: 'failed', error: 'not_uploaded' }, now());
  };
  app.all(BASE, handle);
  app.all(`${BASE}/`, handle);
  app.all(`${BASE}/*`, handle);
};
