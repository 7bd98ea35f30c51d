import {
  UPLOAD_CATEGORIES_SEPARATOR,
  UPLOAD_STATES,
  type UploadAnswer,
  type UploadDetails,
  type UploadFieldError,
  VIDEO_EDIT_PATH,
} from '@tubekit/contract';
import { type FormTokens, sendAccountForm } from '../../account/form-session.ts';
import type { ApiTransport } from '../../api/transport.ts';

/** A call's outcome: its value, or the errors to show (the server's codes, or `upload_failed`). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: UploadFieldError[] };

/** What the page shows when the server gave no answer it could read. */
export const FAILED: UploadFieldError = { field: 'notify', code: 'upload_failed' };

/** The errors of an answer `{error: true, codes}`; [FAILED] for anything unreadable. */
export function errorsOf(answer: unknown): UploadFieldError[] {
  const codes = (answer as { codes?: unknown } | null)?.codes;
  if (!Array.isArray(codes)) return [FAILED];
  const read = codes.filter(
    (c): c is UploadFieldError => typeof c?.code === 'string' && typeof c?.field === 'string',
  );
  return read.length > 0 ? read : [FAILED];
}

/** Whether an answer is an UploadAnswer (the fields the page reads). */
export function isUpload(value: unknown): value is UploadAnswer {
  const upload = value as UploadAnswer | null;
  return (
    typeof upload?.upload_id === 'number' &&
    (UPLOAD_STATES as readonly string[]).includes(upload.state) &&
    Array.isArray(upload.previews)
  );
}

/** The details as form fields (categories as one joined field, see the contract). */
export function detailsFields(details: UploadDetails): Record<string, string> {
  return {
    title: details.title.trim(),
    description: details.description,
    categories: details.categories.join(UPLOAD_CATEGORIES_SEPARATOR),
    gender: details.gender,
    is_private: String(details.is_private),
    channel: details.channel,
    exclusive: String(details.exclusive),
  };
}

/** What act=start is told of the file: its name, size and the length the browser read (0: none). */
export interface FileDeclared {
  file_name: string;
  size: number;
  duration: number;
}

/** The calls of video_edit.php, each with the `upload` form's token (renewed once when expired). */
export function uploadCalls(api: ApiTransport, tokens: FormTokens) {
  async function post<T>(fields: Record<string, string>, pick: (answer: unknown) => T | null) {
    try {
      const answer = await sendAccountForm(api, VIDEO_EDIT_PATH, fields, tokens);
      const value = (answer as { success?: unknown } | null)?.success === true ? pick(answer) : null;
      return value === null ? { ok: false as const, errors: errorsOf(answer) } : { ok: true as const, value };
    } catch {
      return { ok: false as const, errors: [FAILED] };
    }
  }
  const savedUpload = (answer: unknown) => {
    const upload = (answer as { upload?: unknown }).upload;
    return isUpload(upload) ? upload : null;
  };

  return {
    /** act=start: the upload's id and the tus endpoint to send the bytes to. */
    start(details: UploadDetails, file: FileDeclared): Promise<Outcome<{ uploadId: number; tus: string }>> {
      return post({ act: 'start', ...detailsFields(details), ...stringFields(file) }, (answer) => {
        const { upload_id, tus } = answer as { upload_id?: unknown; tus?: unknown };
        return typeof upload_id === 'number' && typeof tus === 'string' ? { uploadId: upload_id, tus } : null;
      });
    },
    /** act=preview with a candidate frame (1-based). */
    choosePreview(uploadId: number, preview: number): Promise<Outcome<UploadAnswer>> {
      return post({ act: 'preview', upload_id: String(uploadId), preview: String(preview) }, savedUpload);
    },
    /** act=publish with the details again (they may have changed since start). */
    publish(uploadId: number, details: UploadDetails): Promise<Outcome<UploadAnswer>> {
      return post({ act: 'publish', upload_id: String(uploadId), ...detailsFields(details) }, savedUpload);
    },
    /** GET ?upload_id=: where the upload stands; null when it is not (or no longer) the member's. */
    async state(uploadId: number): Promise<UploadAnswer | null> {
      const answer = await api.get<unknown>(`${VIDEO_EDIT_PATH}?upload_id=${uploadId}`);
      return isUpload(answer) ? answer : null;
    },
  };
}

export type UploadCalls = ReturnType<typeof uploadCalls>;

/** A record's values as strings (form fields). */
function stringFields(record: object): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v)]));
}
