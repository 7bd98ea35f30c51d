import { ETHNICITIES, type Ethnicity, LETTERS } from './filter-values.ts';

/**
 * The `filt{filterStr}` segment of the models and members paths: fixed fields joined by
 * dots, empty when unset, so "no filter" is seven dots (eight empty fields).
 */

/** Filters of the performers list (spec section 3 "Filter enumerations"). */
export interface ModelFilter {
  age_group?: 1 | 2 | 3 | 4;
  hair?: 1 | 2 | 3 | 4 | 5;
  height?: 1 | 2 | 3 | 4;
  weight?: 1 | 2 | 3 | 4;
  ethnicity?: Ethnicity;
  /** First letter of the performer's name. */
  letter?: string;
  /** 1 man, 2 woman, 3 shemale. */
  gender?: 1 | 2 | 3;
  /** Lowercase two-letter country code. */
  country?: string;
}

const MODEL_FIELDS = [
  'age_group',
  'hair',
  'height',
  'weight',
  'ethnicity',
  'letter',
  'gender',
  'country',
] as const;

/** Filters of the members list. */
export interface MemberFilter {
  /** 1 man, 2 woman, 3 shemale. */
  gender?: 1 | 2 | 3;
  age_group?: 1 | 2 | 3 | 4;
  relationship?: 1 | 2 | 3;
  orientation?: 1 | 2 | 3 | 4 | 5;
  country?: string;
  avatar?: 'yes' | 'no';
  letter?: string;
  /** 1 = only members with uploads. */
  uploads?: 1;
}

const MEMBER_FIELDS = [
  'gender',
  'age_group',
  'relationship',
  'orientation',
  'country',
  'avatar',
  'letter',
  'uploads',
] as const;

type Checks = Record<string, (raw: string) => string | number | undefined>;

const intIn = (max: number) => (raw: string) => {
  const n = Number(raw);
  return /^[1-9]$/.test(raw) && n <= max ? n : undefined;
};
const letter = (raw: string) => (LETTERS.includes(raw) ? raw : undefined);
const country = (raw: string) => (/^[a-z]{2}$/.test(raw) ? raw : undefined);

const MODEL_CHECKS: Checks = {
  age_group: intIn(4),
  hair: intIn(5),
  height: intIn(4),
  weight: intIn(4),
  ethnicity: (raw) => ((ETHNICITIES as readonly string[]).includes(raw) ? raw : undefined),
  letter,
  gender: intIn(3),
  country,
};

const MEMBER_CHECKS: Checks = {
  gender: intIn(3),
  age_group: intIn(4),
  relationship: intIn(3),
  orientation: intIn(5),
  country,
  avatar: (raw) => (raw === 'yes' || raw === 'no' ? raw : undefined),
  letter,
  uploads: intIn(1),
};

function format(fields: readonly string[], filter: object): string {
  const values = filter as Record<string, string | number | undefined>;
  return fields.map((f) => (values[f] === undefined ? '' : String(values[f]))).join('.');
}

/** Parses a filter string; returns the name of the first bad field on error. */
function parse<T>(
  fields: readonly string[],
  checks: Checks,
  text: string,
): { ok: true; value: T } | { ok: false; field: string } {
  const parts = text.split('.');
  if (parts.length !== fields.length) return { ok: false, field: 'filter' };
  const value: Record<string, string | number> = {};
  for (const [i, name] of fields.entries()) {
    const raw = parts[i] ?? '';
    if (raw === '') continue;
    const parsed = checks[name]?.(raw);
    if (parsed === undefined) return { ok: false, field: name };
    value[name] = parsed;
  }
  return { ok: true, value: value as T };
}

/** ModelFilter -> `a.h.ht.w.eth.letter.gender.country`. */
export const formatModelFilter = (filter: ModelFilter): string => format(MODEL_FIELDS, filter);
export const parseModelFilter = (text: string) => parse<ModelFilter>(MODEL_FIELDS, MODEL_CHECKS, text);
/** MemberFilter -> `gender.age.rel.orient.country.avatar.letter.uploads`. */
export const formatMemberFilter = (filter: MemberFilter): string => format(MEMBER_FIELDS, filter);
export const parseMemberFilter = (text: string) => parse<MemberFilter>(MEMBER_FIELDS, MEMBER_CHECKS, text);
