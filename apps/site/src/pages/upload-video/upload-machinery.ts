import type { UploadResult } from '../../api/multipart.ts';

/** Why a transfer stopped: `status` of the tus server's refusal, null when nothing answered. */
export class TransferError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'Network Error' : `tus answered ${status}`);
  }
}

/** What a transfer of the file's bytes needs. */
export interface TransferOptions {
  /** The tus endpoint act=start named. */
  endpoint: string;
  uploadId: number;
  /** The `upload` form's token, sent as X-CSRF-Token. */
  csrf: string;
  /** The key the browser keeps the transfer under, to resume it after the tab closed. */
  fingerprint: string;
  onProgress: (sent: number, total: number) => void;
}

/** A running transfer: `done` settles when every byte is in (or rejects with TransferError). */
export interface Transfer {
  done: Promise<void>;
  /** Stops sending; the bytes already sent stay on the server for a resume. */
  abort(): void;
}

/**
 * What the upload page does beyond the JSON API: send the bytes (tus), remember them for a
 * resume, read the length, send a preview image, wait between looks at the state. The
 * browser's are in browser-machinery.ts; tests hand in their own through the context.
 */
export interface UploadMachinery {
  /** Sends the file, continuing the transfer this browser kept for `uploadId` if any. */
  send(file: File, options: TransferOptions): Transfer;
  /** The upload id of an unfinished transfer of this file (`fingerprint`) this browser kept. */
  findPrevious(file: File, fingerprint: string): Promise<number | null>;
  /** Forgets the kept transfer (published, refused: nothing left to resume). */
  forget(file: File, fingerprint: string): Promise<void>;
  /** The length in seconds from the file's metadata; 0 when the browser cannot read it. */
  readDuration(file: File): Promise<number>;
  /** POSTs the preview image (multipart: `fields`, then `file`) to video_edit.php. */
  sendPreviewImage(
    fields: Record<string, string>,
    file: File,
    onProgress: (percent: number) => void,
  ): Promise<UploadResult>;
  /** Resolves after `ms` (the pause between two looks at a checking upload). */
  wait(ms: number): Promise<void>;
  /** The clock of the progress meter, in ms. */
  now(): number;
}

/** The key a transfer is kept under: the member and the file, so only they resume it. */
export function transferFingerprint(userId: number, file: File): string {
  return `tubekit-upload/${userId}/${file.name}/${file.size}/${file.lastModified}`;
}
