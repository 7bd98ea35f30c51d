import {
  UPLOAD_EXTENSIONS,
  UPLOAD_FILE_NAME,
  UPLOAD_RULES,
  type UploadDetails,
  type UploadFieldError,
} from '@tubekit/contract';

/** What the checks read of a chosen file (a File has both). */
export interface FileFacts {
  name: string;
  size: number;
}

/** The extension of a file name, lower case, without the dot ('' when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The `accept` list of the file input: every allowed extension with its dot. */
export const ACCEPT_EXTENSIONS = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * The spec's file rules the browser can check before a byte is sent: an allowed type (any
 * case: CLIP.MP4 is an mp4), a name of Latin letters and digits only, at most 10 GB. The
 * server checks them again; this only spares a 10 GB upload that would be refused.
 */
export function checkVideoFile(file: FileFacts): UploadFieldError[] {
  const errors: UploadFieldError[] = [];
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)))
    errors.push({ field: 'file', code: 'extension' });
  else if (!UPLOAD_FILE_NAME.test(file.name)) errors.push({ field: 'file', code: 'file_name' });
  if (file.size > UPLOAD_RULES.maxBytes) errors.push({ field: 'file', code: 'too_large' });
  return errors;
}

/** The minimum length in seconds: 6 minutes for an exclusive video, 10 for the others. */
export function minSeconds(exclusive: 0 | 1): number {
  return exclusive ? UPLOAD_RULES.minSecondsExclusive : UPLOAD_RULES.minSecondsNonExclusive;
}

/**
 * The length rule, when the browser could read the length (`seconds` 0: it could not, and
 * the server's ffprobe decides). `length` carries the minimum in seconds for the message.
 */
export function checkDuration(seconds: number, exclusive: 0 | 1): UploadFieldError | null {
  const min = minSeconds(exclusive);
  return seconds > 0 && seconds < min ? { field: 'file', code: 'too_short', length: min } : null;
}

/** The details' rules (title and description lengths, how many categories), as the server's. */
export function checkDetails(details: Pick<UploadDetails, 'title' | 'description' | 'categories'>) {
  const errors: UploadFieldError[] = [];
  const title = details.title.trim();
  if (!title) errors.push({ field: 'title', code: 'required' });
  else if (title.length < UPLOAD_RULES.titleMin)
    errors.push({ field: 'title', code: 'min_length', length: UPLOAD_RULES.titleMin });
  else if (title.length > UPLOAD_RULES.titleMax)
    errors.push({ field: 'title', code: 'max_length', length: UPLOAD_RULES.titleMax });
  if (details.description.length > UPLOAD_RULES.descriptionMax)
    errors.push({ field: 'description', code: 'max_length', length: UPLOAD_RULES.descriptionMax });
  const count = details.categories.length;
  if (count < UPLOAD_RULES.categoriesMin)
    errors.push({ field: 'categories', code: 'min_length', length: UPLOAD_RULES.categoriesMin });
  else if (count > UPLOAD_RULES.categoriesMax)
    errors.push({ field: 'categories', code: 'max_length', length: UPLOAD_RULES.categoriesMax });
  return errors;
}
