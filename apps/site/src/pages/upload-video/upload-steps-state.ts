import type { UploadAnswer, UploadFieldError } from '@tubekit/contract';
import type { ProgressMeter } from './progress-meter.ts';

/**
 * The steps of the page (spec section 2: start, uploading, success, error), with the two the
 * server's checks add between uploading and success: checking (ffprobe, hash, frames) and
 * preview (the member picks one of the frames or sends an image; spec: "a preview must be
 * selected").
 */
export type UploadStep =
  | { name: 'start' }
  | { name: 'uploading'; meter: ProgressMeter }
  | { name: 'checking' }
  | {
      name: 'preview';
      upload: UploadAnswer;
      busy: boolean;
      /** The preview image's share sent, while it is sent. */
      imagePercent: number | null;
      errors: UploadFieldError[];
    }
  | { name: 'success'; upload: UploadAnswer }
  | {
      name: 'error';
      errors: UploadFieldError[];
      /** The HTTP status of the refusal, for "Error [{code}] …". */
      status?: number;
      /** Whether "Try again" may continue the transfer (the connection dropped). */
      resumable: boolean;
    };

/** The preview step of an upload just checked. */
export function previewStep(upload: UploadAnswer): UploadStep {
  return { name: 'preview', upload, busy: false, imagePercent: null, errors: [] };
}

/** The error step of a refusal that cannot be resumed. */
export function errorStep(errors: UploadFieldError[], status?: number): UploadStep {
  return { name: 'error', errors, resumable: false, ...(status ? { status } : {}) };
}
