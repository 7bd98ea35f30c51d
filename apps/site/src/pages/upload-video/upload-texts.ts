import {
  FORBIDDEN_CONTENT,
  type Gender,
  UPLOAD_EXTENSIONS,
  UPLOAD_RULES,
  type UploadErrorCode,
  type UploadFieldError,
} from '@tubekit/contract';
import { t } from '../../i18n/t.ts';

/**
 * The upload page's texts. They live here, not in i18n/en.ts, because en.ts is in every
 * page's first load (the home page's JS budget) and these show only on this members-only
 * page (as comments/comment-texts.ts does). The spec's own upload messages (`upload.*`,
 * `form.error.*`) stay in en.ts and are read with t().
 */
export const UPLOAD_TEXTS = {
  heading: 'Upload video',
  file: 'Video file',
  fileHint: `${UPLOAD_EXTENSIONS.join(', ')}; at most 10 GB; the file name may contain only Latin letters and digits (myvideo1.mp4).`,
  lengthHint: 'At least 6 minutes for an exclusive video, 10 minutes for the others.',
  title: 'Title',
  description: 'Description',
  categories: 'Categories',
  categoriesHint: `Choose ${UPLOAD_RULES.categoriesMin} to ${UPLOAD_RULES.categoriesMax}.`,
  gender: 'Orientation',
  visibility: 'Visibility',
  public: 'Public',
  private: 'Private (only you can watch it)',
  channel: 'Channel',
  noChannel: 'None',
  exclusive: 'Exclusive to this site',
  forbidden: 'Forbidden content: videos with any of these are refused',
  start: 'Upload',
  resume: 'Continue upload',
  chooseAgain: 'Select the same file ({name}) to continue its upload where it stopped.',
  resumeFound: 'This file was partly uploaded ({sent} of {total}). Continue where it stopped.',
  uploading: 'Uploading',
  uploadingDetail: '{sent} of {total}',
  speed: '{speed}/s',
  timeLeft: '{time} left',
  keepOpen:
    'Keep this page open. If the connection drops or the page closes, choose the same file again to continue where it stopped.',
  checking: 'Checking the video…',
  previewHeading: 'Choose a preview',
  previewHint: 'A preview must be selected: pick one of the frames, or upload an image.',
  previewFrame: 'Frame {n}',
  previewImage: 'Upload an image instead',
  previewImageChosen: 'Your image',
  publish: 'Publish',
  publishing: 'Publishing…',
  successHeading: 'Video uploaded',
  success: 'Thank you! Your video will appear on the site after moderation.',
  successLink: 'See your uploaded videos',
  another: 'Upload another video',
  errorHeading: 'Upload error',
  connectionLost:
    'The connection was lost. The bytes already sent are kept: select the same file again to continue.',
  retry: 'Try again',
} as const;

/** The orientation choices of the upload form. */
export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  str: 'Straight',
  gay: 'Gay',
  she: 'Shemale',
};

/**
 * The spec's forbidden content, in the words the moderators' reject reasons use (en.ts
 * `moderation.reason.*`), so the uploader reads the same words on a rejection.
 */
export const FORBIDDEN_LIST = FORBIDDEN_CONTENT.map((item) => t(`moderation.reason.${item}`));

/** The message of each code that needs no field-specific wording. */
const CODE_TEXTS: Readonly<Record<UploadErrorCode, (error: UploadFieldError, status?: number) => string>> = {
  extension: () => `This file type is not allowed. Allowed: ${UPLOAD_EXTENSIONS.join(', ')}`,
  file_name: () => 'The file name may contain only Latin letters and digits (rename it, e.g. myvideo1.mp4)',
  too_large: () => 'The file is too large: at most 10 GB',
  too_short: (e) =>
    e.length
      ? `The video is too short: at least ${Math.round(e.length / 60)} minutes`
      : `The video is too short. ${UPLOAD_TEXTS.lengthHint}`,
  damaged: () => 'The file is damaged or is not a video',
  duplicate: () => 'This video has already been uploaded',
  quota_uploads: () =>
    `You can start ${UPLOAD_RULES.uploadsPerDay} uploads in 24 hours. Please try again later.`,
  quota_bytes: () => 'Your unfinished uploads are too large (20 GB at most). Finish them first.',
  preview_required: () => 'A preview must be selected',
  preview_failed: () => t('upload.error_preview'),
  not_uploaded: () => t('upload.not_uploaded'),
  upload_failed: (e, status) => t('upload.error_code', { code: status ?? e.code }),
  required: () => t('form.error.required'),
  min_length: (e) => t('form.error.min_length', { length: e.length ?? '' }),
  max_length: (e) => t('form.error.max_length', { length: e.length ?? '' }),
  invalid: () => 'Please choose a valid value',
  form_expired: () => 'The form has expired. Please try again.',
};

/**
 * The text of an upload error. The categories' count reads as a range; `upload_failed`
 * is the spec's "Error [{code}] …" with the HTTP `status` as the code when there is one.
 */
export function uploadErrorText(error: UploadFieldError, status?: number): string {
  if (error.field === 'categories' && ['required', 'min_length', 'max_length'].includes(error.code))
    return `Categories per upload must be between ${UPLOAD_RULES.categoriesMin} and ${UPLOAD_RULES.categoriesMax}.`;
  const text = CODE_TEXTS[error.code];
  return text ? text(error, status) : t('upload.error_code', { code: status ?? error.code });
}
