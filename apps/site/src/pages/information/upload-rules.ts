/** Allowed upload file types (spec section 5), as the terms and partner pages list them. */
export const ALLOWED_VIDEO_TYPES = [
  '3gp',
  'mp4',
  'mov',
  'asf',
  'flv',
  'mpg',
  'avi',
  'mpeg',
  'wmv',
  'rm',
  'dat',
  'mkv',
  'vob',
  'm2v',
  'm2t',
  'm4v',
  'f4v',
  'mts',
  'webm',
] as const;

/** Forbidden content (spec section 5: "minors, animals, rape, incest, violence, blood, vomiting and similar"). */
export const FORBIDDEN_CONTENT = [
  'minors',
  'animals',
  'rape or non-consent',
  'incest',
  'violence',
  'blood',
  'vomiting',
] as const;
