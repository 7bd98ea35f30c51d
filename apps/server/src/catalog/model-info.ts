import { HAIR_COLORS, MODEL_GENDERS, type ModelInfo } from '@tubekit/contract';
import type { ModelsTable } from '../db/schema.ts';
import { isoDate } from './format.ts';

/** The model columns the info block reads. */
export type ModelInfoRow = Pick<
  ModelsTable,
  | 'alias'
  | 'age'
  | 'birth_date'
  | 'ethnicity'
  | 'career'
  | 'zodiac'
  | 'hair'
  | 'eye'
  | 'tattoo'
  | 'piercing'
  | 'size_tits'
  | 'measurements'
  | 'height_cm'
  | 'weight_kg'
  | 'added_date'
  | 'gender'
  | 'country'
  | 'career_start'
  | 'debut_age'
  | 'career_status'
  | 'career_end'
  | 'education'
  | 'relationship'
  | 'orientation'
  | 'website'
>;

/** Column names of `ModelInfoRow`, for selects. */
export const MODEL_INFO_COLUMNS = [
  'alias',
  'age',
  'birth_date',
  'ethnicity',
  'career',
  'zodiac',
  'hair',
  'eye',
  'tattoo',
  'piercing',
  'size_tits',
  'measurements',
  'height_cm',
  'weight_kg',
  'added_date',
  'gender',
  'country',
  'career_start',
  'debut_age',
  'career_status',
  'career_end',
  'education',
  'relationship',
  'orientation',
  'website',
] as const;

/** A number shown only when known (0 means unknown in the table). */
const known = (n: number, unit = '') => (n > 0 ? `${n}${unit}` : '');

/** Performer info as display-ready text; unknown fields are ''. */
export function toModelInfo(row: ModelInfoRow): ModelInfo {
  return {
    alias: row.alias,
    age: known(row.age),
    birth_date: row.birth_date,
    race: row.ethnicity,
    career: row.career,
    zodiac: row.zodiac,
    hair: HAIR_COLORS[row.hair as keyof typeof HAIR_COLORS] ?? '',
    eye: row.eye,
    tattoo: row.tattoo,
    piercing: row.piercing,
    size_tits: row.size_tits,
    measurements: row.measurements,
    height: known(row.height_cm, ' cm'),
    weight: known(row.weight_kg, ' kg'),
    added_date: isoDate(row.added_date),
    gender: MODEL_GENDERS[row.gender as keyof typeof MODEL_GENDERS] ?? '',
    country: row.country,
    ethnicity: row.ethnicity,
    career_start: known(row.career_start),
    debut_age: known(row.debut_age),
    career_status: row.career_status,
    career_end: known(row.career_end),
    education: row.education,
    relationship: row.relationship,
    orientation: row.orientation,
    website: row.website,
  };
}
