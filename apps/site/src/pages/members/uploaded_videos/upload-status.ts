import type { UploadAnswer } from '@tubekit/contract';
import { rejectReasonText } from '../../moderation/reject-rule.ts';
import { uploadErrorText } from '../../upload-video/upload-texts.ts';

/** Where the owner can carry on with an upload: the upload page opened on it. */
export function continueHref(upload: Pick<UploadAnswer, 'upload_id'>): string {
  return `/upload-video/?upload_id=${upload.upload_id}`;
}

/** An upload's state as its owner reads it on the tab, with what they can do next. */
export interface UploadStatus {
  label: string;
  /** Why it stopped (refused, failed, rejected), or what to do (receiving, checked). */
  detail: string;
  /** Percent done while the server works on it (transcoding), else null. */
  progress: number | null;
  /** A link to carry on (choose a preview, resume the transfer), else null. */
  action: { href: string; label: string } | null;
}

/** The owner's view of one upload (spec: the uploader sees transcoding progress and status). */
export function uploadStatus(upload: UploadAnswer): UploadStatus {
  const none = { detail: '', progress: null, action: null };
  switch (upload.state) {
    case 'receiving': {
      const percent = upload.size > 0 ? Math.floor((upload.received / upload.size) * 100) : 0;
      return {
        label: `Uploading stopped at ${percent}%`,
        detail: 'Select the same file on the upload page to continue where it stopped.',
        progress: null,
        action: { href: continueHref(upload), label: 'Continue upload' },
      };
    }
    case 'checking':
      return { ...none, label: 'Checking the video' };
    case 'checked':
      return {
        ...none,
        label: 'Waiting for a preview',
        detail: 'A preview must be selected before the video goes to moderation.',
        action: { href: continueHref(upload), label: 'Choose a preview' },
      };
    case 'transcoding':
      return { ...none, label: `Processing ${upload.progress}%`, progress: upload.progress };
    case 'moderation':
      return { ...none, label: 'Waiting for moderation' };
    case 'published':
      return { ...none, label: upload.is_private ? 'Published (private)' : 'Published' };
    case 'rejected':
      return { ...none, label: 'Rejected', detail: rejectReasonText(upload.reason) };
    case 'refused':
    case 'failed':
      return {
        ...none,
        label: upload.state === 'refused' ? 'Refused' : 'Failed',
        detail: uploadErrorText({ field: 'file', code: upload.error ?? 'upload_failed' }),
      };
  }
}

/** Whether the server is still working on the upload by itself (the tab looks again). */
export function isMoving(upload: Pick<UploadAnswer, 'state'>): boolean {
  return upload.state === 'checking' || upload.state === 'transcoding';
}
