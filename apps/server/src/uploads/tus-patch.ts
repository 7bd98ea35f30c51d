import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import type { DataStore } from '@tus/server';

/** The tus protocol version this server speaks (tus 1.0.0 core). */
const TUS_VERSION = '1.0.0';
/** The body type a tus PATCH must declare. */
const OFFSET_STREAM = 'application/offset+octet-stream';

export interface TusPatchOptions {
  /** The tus store the upload's size and offset come from. */
  store: Pick<DataStore, 'getUpload'>;
  /**
   * Writes the body (the request through its byte limit) at `offset`: to the file
   * (`{uploads}/tus/<id>`), or as parts of the upload's S3 multipart upload (UploadStorage).
   */
  write: (req: IncomingMessage, body: Transform, offset: number) => Promise<void>;
  /**
   * The leases of the uploads with a PATCH under way, held across the server processes
   * (`app.shared.leases`): a second PATCH of the same upload is refused (423) whichever
   * process it reaches.
   */
  busy: { acquire(key: string): Promise<boolean>; release(key: string): void };
  /** The last byte is in: the upload goes on to its checks. */
  onComplete: () => Promise<void>;
}

/** A tus answer without a body: the status and the protocol's headers. */
function answer(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Tus-Resumable': TUS_VERSION, 'Cache-Control': 'no-store', ...headers });
  res.end();
}

/**
 * How much of a PATCH body may wait in memory for the disk. The socket hands over 64 KiB at
 * a time; with the streams' default 16 KiB marks every piece was its own write, while this
 * lets the file stream gather what arrives during one write into the next (writev). That
 * took the server from 5.1 to about 3.4 CPU-seconds per GiB (bench/uploads), for at most
 * twice this much memory per upload.
 */
export const WRITE_BATCH_BYTES = 4 * 1024 ** 2;

/** The write failed for want of space: the disk (ENOSPC) or the account's quota (EDQUOT). */
function diskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** Fails the pipe once more than `limit` bytes pass: a body longer than the upload. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    highWaterMark: WRITE_BATCH_BYTES,
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? new RangeError('body past Upload-Length') : null, chunk);
    },
  });
}

/**
 * PATCH of the tus 1.0.0 core protocol for the upload `id`, written here rather than left
 * to @tus/server: its handler reads every body as a web ReadableStream (srvx) turned back
 * into a Node stream, which cost 6.8 CPU-seconds per GiB here (0.38x of the disk's speed,
 * bench/uploads). This pipes the request straight to the file at its offset, as FileStore
 * itself writes it, so HEAD (still @tus/server's) reports the new offset from the file's size
 * (with S3, to @tus/s3-store's `write`, whose parts HEAD sums).
 * - 412 without `Tus-Resumable: 1.0.0`, 415 without the offset-stream type, 400 for a bad
 *   `Upload-Offset`, 409 when it is not the file's size (the client asks HEAD and resumes),
 *   423 while another PATCH of the upload runs, 413 for a body past `Upload-Length`, 507
 *   when the disk is full;
 * - 204 with the new `Upload-Offset`; a connection cut mid-body keeps what was written.
 */
export async function patchUpload(
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  options: TusPatchOptions,
): Promise<void> {
  if (req.headers['tus-resumable'] !== TUS_VERSION) return answer(res, 412, { 'Tus-Version': TUS_VERSION });
  if (req.headers['content-type'] !== OFFSET_STREAM) return answer(res, 415);
  const claimed = req.headers['upload-offset'];
  if (typeof claimed !== 'string' || !/^\d{1,15}$/.test(claimed)) return answer(res, 400);
  const lease = `tus:${id}`;
  if (!(await options.busy.acquire(lease))) return answer(res, 423);
  try {
    const upload = await options.store.getUpload(id);
    const size = upload.size ?? 0;
    if (Number(claimed) !== upload.offset) return answer(res, 409);
    const room = size - upload.offset;
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > room) return answer(res, 413);
    try {
      await options.write(req, byteLimit(room), upload.offset);
    } catch (error) {
      // A cut connection keeps the bytes already written; the client resumes from HEAD.
      if (error instanceof RangeError) return answer(res, 413);
      if (res.headersSent || req.destroyed) return;
      // A full disk keeps what it took too: the member's page says "Error [507] …" once the
      // client's retries run out, and the upload goes on from HEAD when there is room again.
      return answer(res, diskFull(error) ? 507 : 500);
    }
    const offset = (await options.store.getUpload(id)).offset;
    if (offset === size) await options.onComplete();
    answer(res, 204, { 'Upload-Offset': String(offset) });
  } finally {
    options.busy.release(lease);
  }
}
