import type { ProfileField, ProfileFieldError, ProfileForm } from './answers-profile.ts';
import { MIN_MEMBER_AGE, PROFILE_FIELDS, PROFILE_LENGTHS } from './answers-profile.ts';
import { MEMBER_FIELD_WORDS } from './answers-social.ts';
import { COUNTRIES } from './countries.ts';

/** The words a choice field may hold ('' is always allowed: not said). */
export const PROFILE_CHOICES = {
  gender: Object.values(MEMBER_FIELD_WORDS.gender),
  relationship: Object.values(MEMBER_FIELD_WORDS.relationship),
  orientation: Object.values(MEMBER_FIELD_WORDS.orientation),
} as const;

/** The oldest age a birth date may give; anything older is a typo. */
const MAX_AGE = 120;
/** Fields that may hold line breaks; every other one is a single line. */
const MULTILINE: readonly ProfileField[] = ['about_me', 'interests'];
// Control characters other than tab and line feed never belong in a profile.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * The profile form as both sides check it: each field a trimmed string, '' when missing
 * or not a string, control characters removed, line breaks only in the multi-line fields
 * (a CR LF pair counts as one break).
 */
export function normaliseProfile(raw: Readonly<Record<string, unknown>>): ProfileForm {
  const form = {} as ProfileForm;
  for (const name of PROFILE_FIELDS) {
    const value = raw[name];
    let text = typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(CONTROL, '') : '';
    if (!MULTILINE.includes(name)) text = text.replace(/[\n\t]+/g, ' ');
    form[name] = text.trim();
  }
  return form;
}

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC), or null for no calendar day. */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

function lengthError(name: ProfileField, value: string): ProfileFieldError | null {
  const rule = PROFILE_LENGTHS[name];
  if (!rule || value === '') return null;
  const length = [...value].length;
  if (length < rule.min) return { field: name, code: 'min_length', length: rule.min };
  if (length > rule.max) return { field: name, code: 'max_length', length: rule.max };
  return null;
}

function valueError(name: ProfileField, value: string, today: Date): ProfileFieldError | null {
  if (value === '') return null;
  const invalid = { field: name, code: 'invalid_value' as const };
  switch (name) {
    case 'gender':
    case 'relationship':
    case 'orientation':
      return (PROFILE_CHOICES[name] as readonly string[]).includes(value) ? null : invalid;
    case 'country':
      return Object.hasOwn(COUNTRIES, value) ? null : invalid;
    case 'birth_date': {
      const age = ageOn(value, today);
      if (age === null || age > MAX_AGE || age < 0) return invalid;
      return age < MIN_MEMBER_AGE ? { field: name, code: 'under_age' } : null;
    }
    case 'website':
      return isWebAddress(value) ? null : invalid;
    default:
      return null;
  }
}

/** An http(s) address with a host and no spaces (anything else would not be a link). */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The errors of a normalised profile form, one per field at most (lengths first): the
 * generic field check (min_length / max_length with `length`), then the field's values.
 * `today` decides ages (the server passes its clock).
 */
export function profileErrors(form: ProfileForm, today: Date): ProfileFieldError[] {
  const errors: ProfileFieldError[] = [];
  for (const name of PROFILE_FIELDS) {
    const error = lengthError(name, form[name]) ?? valueError(name, form[name], today);
    if (error) errors.push(error);
  }
  return errors;
}

/**
 * A choice field's stored value as its word: a word of the list stays, a filter number
 * (`'2'` for gender `woman`, as older rows and the demo seed keep them) becomes its word,
 * anything else ''. The form and the info tab read values through it.
 */
export function choiceWord(field: keyof typeof PROFILE_CHOICES, value: string): string {
  if ((PROFILE_CHOICES[field] as readonly string[]).includes(value)) return value;
  const words = MEMBER_FIELD_WORDS[field] as Readonly<Record<string, string>>;
  return Object.hasOwn(words, value) ? (words[value] ?? '') : '';
}
