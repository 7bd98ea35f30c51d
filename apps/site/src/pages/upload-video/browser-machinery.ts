import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_TUS_CSRF_HEADER,
  UPLOAD_TUS_PATH,
  VIDEO_EDIT_PATH,
} from '@tubekit/contract';
import { postMultipart } from '../../api/multipart.ts';
import { TransferError, type UploadMachinery } from './upload-machinery.ts';

/** tus-js-client, loaded on this page only, when the first transfer starts. */
const loadTus = () => import('tus-js-client');

/** Retries after a dropped connection or a 5xx before the page says the connection was lost. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];
/** How long the length may take to read before the server is left to find it. */
const DURATION_TIMEOUT_MS = 15_000;

/** The kept transfers of this file, newest first, with the upload id each was for. */
async function keptTransfers(file: File, fingerprint: string) {
  const { Upload } = await loadTus();
  const probe = new Upload(file, { endpoint: UPLOAD_TUS_PATH, fingerprint: async () => fingerprint });
  const kept = await probe.findPreviousUploads();
  return kept
    .filter((p) => /^[1-9]\d*$/.test(p.metadata.upload_id ?? ''))
    .sort((a, b) => b.creationTime.localeCompare(a.creationTime));
}

/** The status of a tus-js-client error's response, null when nothing answered. */
function statusOf(error: unknown): number | null {
  const response = (error as { originalResponse?: { getStatus(): number } | null }).originalResponse;
  const status = response?.getStatus() ?? 0;
  return status > 0 ? status : null;
}

/** The browser's machinery: tus with localStorage kept transfers, a <video> for the length. */
export const browserMachinery: UploadMachinery = {
  send(file, options) {
    let abort: () => void = () => {};
    const done = loadTus().then(
      ({ Upload }) =>
        new Promise<void>((resolve, reject) => {
          const upload = new Upload(file, {
            endpoint: options.endpoint,
            metadata: { upload_id: String(options.uploadId), filename: file.name },
            headers: { [UPLOAD_TUS_CSRF_HEADER]: options.csrf },
            fingerprint: async () => options.fingerprint,
            // Kept after the last byte too: a tab closed while the member picks the preview
            // finds the upload again by its file. The page forgets it once published.
            removeFingerprintOnSuccess: false,
            // The server's size: one PATCH must end within its request timeout.
            chunkSize: UPLOAD_CHUNK_BYTES,
            retryDelays: RETRY_DELAYS_MS,
            onProgress: options.onProgress,
            onSuccess: () => resolve(),
            onError: (error) => reject(new TransferError(statusOf(error))),
          });
          abort = () => {
            void upload.abort(false);
            reject(new TransferError(null));
          };
          void upload.findPreviousUploads().then(
            (kept) => {
              const same = kept.find((p) => p.metadata.upload_id === String(options.uploadId));
              if (same) upload.resumeFromPreviousUpload(same);
              upload.start();
            },
            () => upload.start(),
          );
        }),
    );
    return { done, abort: () => abort() };
  },

  async findPrevious(file, fingerprint) {
    const [newest] = await keptTransfers(file, fingerprint);
    return newest ? Number(newest.metadata.upload_id) : null;
  },

  async forget(file, fingerprint) {
    const { defaultOptions } = await loadTus();
    for (const kept of await keptTransfers(file, fingerprint))
      await defaultOptions.urlStorage.removeUpload(kept.urlStorageKey);
  },

  readDuration(file) {
    return new Promise((resolve) => {
      const video = document.createElement('video');
      const url = URL.createObjectURL(file);
      const finish = (seconds: number) => {
        clearTimeout(timer);
        video.removeAttribute('src');
        URL.revokeObjectURL(url);
        resolve(Number.isFinite(seconds) && seconds > 0 ? seconds : 0);
      };
      // A type the browser cannot play (wmv, flv, rm...) errors or never loads: 0, the
      // server's ffprobe decides.
      const timer = setTimeout(() => finish(0), DURATION_TIMEOUT_MS);
      video.preload = 'metadata';
      video.muted = true;
      video.onloadedmetadata = () => finish(video.duration);
      video.onerror = () => finish(0);
      video.src = url;
    });
  },

  sendPreviewImage: (fields, file, onProgress) => postMultipart(VIDEO_EDIT_PATH, fields, file, onProgress),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};
