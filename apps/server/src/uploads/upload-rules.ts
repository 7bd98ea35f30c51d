import {
  GENDERS,
  type Gender,
  UPLOAD_CATEGORIES_SEPARATOR,
  UPLOAD_EXTENSIONS,
  UPLOAD_FILE_NAME,
  UPLOAD_RULES,
  type UploadDetails,
  type UploadFieldError,
} from '@tubekit/contract';

/** A form as read from the body: every value of each field name, in order. */
export type UploadForm = Record<string, string[]>;

/** The first value of a field, '' when absent. */
export function field(form: UploadForm, name: string): string {
  return form[name]?.[0] ?? '';
}

/** What `act=start` declares of the file besides the details. */
export interface DeclaredFile {
  file_name: string;
  size: number;
  /** Seconds the browser read, 0 when it could not. */
  duration: number;
}

/** A checked form, or the field errors to answer. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: UploadFieldError[] };

/** The longest file name kept (the column's width). */
const FILE_NAME_MAX = 255;
const FLAG = /^[01]$/;
/** A whole number of bytes, at most 16 digits (more is past any limit, never a float). */
const BYTES = /^\d{1,16}$/;
/** Seconds as the browser reads them: a decimal, at most 7 digits before the point. */
const SECONDS = /^\d{1,7}(\.\d{1,6})?$/;

/** Category dirs from `categories` (joined with UPLOAD_CATEGORIES_SEPARATOR, or repeated), or `categories[]`. */
export function categoriesOf(form: UploadForm): string[] {
  const values = [...(form.categories ?? []), ...(form['categories[]'] ?? [])];
  const dirs = values.flatMap((v) => v.split(UPLOAD_CATEGORIES_SEPARATOR)).map((v) => v.trim());
  return [...new Set(dirs.filter(Boolean))];
}

function lengthErrors(name: string, value: string, min: number, max: number): UploadFieldError[] {
  if (min > 0 && value.length === 0) return [{ field: name, code: 'required' }];
  if (value.length < min) return [{ field: name, code: 'min_length', length: min }];
  if (value.length > max) return [{ field: name, code: 'max_length', length: max }];
  return [];
}

/**
 * The details of spec section 3 (title, description, categories, orientation, visibility,
 * channel, exclusivity), checked for shape only; whether the category and channel dirs exist
 * is the database's question (`knownDirs`).
 */
export function checkDetails(form: UploadForm): Checked<UploadDetails> {
  const title = field(form, 'title').trim();
  const description = field(form, 'description').trim();
  const categories = categoriesOf(form);
  const gender = field(form, 'gender');
  const isPrivate = field(form, 'is_private') || '0';
  const exclusive = field(form, 'exclusive') || '0';
  const channel = field(form, 'channel').trim();
  const errors: UploadFieldError[] = [
    ...lengthErrors('title', title, UPLOAD_RULES.titleMin, UPLOAD_RULES.titleMax),
    ...lengthErrors('description', description, 0, UPLOAD_RULES.descriptionMax),
  ];
  if (categories.length === 0) errors.push({ field: 'categories', code: 'required' });
  else if (categories.length < UPLOAD_RULES.categoriesMin)
    errors.push({ field: 'categories', code: 'min_length', length: UPLOAD_RULES.categoriesMin });
  else if (categories.length > UPLOAD_RULES.categoriesMax)
    errors.push({ field: 'categories', code: 'max_length', length: UPLOAD_RULES.categoriesMax });
  if (!gender) errors.push({ field: 'gender', code: 'required' });
  else if (!(GENDERS as readonly string[]).includes(gender))
    errors.push({ field: 'gender', code: 'invalid' });
  if (!FLAG.test(isPrivate)) errors.push({ field: 'is_private', code: 'invalid' });
  if (!FLAG.test(exclusive)) errors.push({ field: 'exclusive', code: 'invalid' });
  if (channel.length > 120) errors.push({ field: 'channel', code: 'invalid' });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title,
      description,
      categories,
      gender: gender as Gender,
      is_private: isPrivate === '1' ? 1 : 0,
      channel,
      exclusive: exclusive === '1' ? 1 : 0,
    },
  };
}

/** The lower-case extension of a file name ('' without a dot). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The file `act=start` declares (spec sections 5 and 9): an allowed extension, a name of
 * Latin letters and digits, at most UPLOAD_RULES.maxBytes, and, when the browser could read
 * it, at least the minimum length for its exclusivity (the server checks again with ffprobe).
 */
export function checkFile(form: UploadForm, exclusive: 0 | 1): Checked<DeclaredFile> {
  const fileName = field(form, 'file_name');
  const size = field(form, 'size');
  const duration = field(form, 'duration') || '0';
  const errors: UploadFieldError[] = [];
  if (!fileName) errors.push({ field: 'file', code: 'required' });
  else if (fileName.length > FILE_NAME_MAX)
    errors.push({ field: 'file', code: 'max_length', length: FILE_NAME_MAX });
  else {
    if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(fileName)))
      errors.push({ field: 'file', code: 'extension' });
    if (!UPLOAD_FILE_NAME.test(fileName)) errors.push({ field: 'file', code: 'file_name' });
  }
  if (!size) errors.push({ field: 'size', code: 'required' });
  else if (!BYTES.test(size) || Number(size) === 0) errors.push({ field: 'size', code: 'invalid' });
  else if (Number(size) > UPLOAD_RULES.maxBytes) errors.push({ field: 'file', code: 'too_large' });
  if (!SECONDS.test(duration)) errors.push({ field: 'duration', code: 'invalid' });
  else if (Number(duration) > 0 && Number(duration) < minimumSeconds(exclusive))
    errors.push({ field: 'file', code: 'too_short' });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { file_name: fileName, size: Number(size), duration: Number(duration) } };
}

/** The shortest video accepted: 6 minutes exclusive, 10 minutes otherwise. */
export function minimumSeconds(exclusive: number): number {
  return exclusive === 1 ? UPLOAD_RULES.minSecondsExclusive : UPLOAD_RULES.minSecondsNonExclusive;
}
