import type { ModelsTable, ObjectCounters } from '../db/schema.ts';
import { inventedWord } from './names.ts';
import type { Prng } from './prng.ts';
import { COUNTRIES } from './words.ts';

/**
 * Every info field of a performer: the models table minus ids, names, the thumbnail and the
 * counters, so a column added to the table is a type error here until the generator fills it.
 */
export type ModelInfo = Omit<
  ModelsTable,
  'model_id' | 'dir' | 'title' | 'thumbnail' | 'comments_count' | keyof ObjectCounters
>;

const ZODIAC: ReadonlyArray<[number, string]> = [
  // [last day-of-year (month*100+day) of the sign, sign], in calendar order.
  [119, 'capricorn'],
  [218, 'aquarius'],
  [320, 'pisces'],
  [419, 'aries'],
  [520, 'taurus'],
  [620, 'gemini'],
  [722, 'cancer'],
  [822, 'leo'],
  [922, 'virgo'],
  [1022, 'libra'],
  [1121, 'scorpio'],
  [1221, 'sagittarius'],
  [1231, 'capricorn'],
];

/** Western zodiac sign of a month (1-12) and day. */
export function zodiacOf(month: number, day: number): string {
  const key = month * 100 + day;
  for (const [end, sign] of ZODIAC) if (key <= end) return sign;
  return 'capricorn';
}

/** Age group of the filters: 1 (18-21), 2 (22-29), 3 (30-39), 4 (40+). */
export const ageGroup = (age: number): number => (age <= 21 ? 1 : age <= 29 ? 2 : age <= 39 ? 3 : 4);
/** Height group 1-4: under 160, 160-169, 170-179, 180 cm and over. */
export const heightGroup = (cm: number): number => (cm < 160 ? 1 : cm < 170 ? 2 : cm < 180 ? 3 : 4);
/** Weight group 1-4: under 55, 55-64, 65-74, 75 kg and over. */
export const weightGroup = (kg: number): number => (kg < 55 ? 1 : kg < 65 ? 2 : kg < 75 ? 3 : 4);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Invents a complete, self-consistent info card: age matches the birth date at `now`,
 * debut age matches the career start, groups match the measured values.
 */
export function modelInfo(rng: Prng, gender: number, now: Date): ModelInfo {
  const thisYear = now.getUTCFullYear();
  const age = rng.int(18, 52);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  // Born `age` years ago, with the birthday already passed this year when it is early in the
  // year, so the stated age always matches the birth date at `now`.
  const birthdayPassed = month * 100 + day <= (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
  const birthYear = thisYear - age - (birthdayPassed ? 0 : 1);
  const debutAge = rng.int(18, Math.max(18, Math.min(age, 30)));
  // birthYear + age <= thisYear, so the career never starts in the future.
  const careerStart = birthYear + debutAge;
  const retired = rng.chance(0.2) && careerStart < thisYear - 1;
  const careerEnd = retired ? rng.int(careerStart + 1, thisYear) : 0;
  const female = gender !== 1;
  const heightCm = female ? rng.int(150, 182) : rng.int(165, 198);
  const weightKg = female ? rng.int(44, 78) : rng.int(60, 100);
  const bust = female ? rng.int(30, 40) : rng.int(36, 46);
  const name = inventedWord(rng, 2, 3);
  return {
    alias: `${name} ${inventedWord(rng, 2, 2)}`,
    gender,
    age,
    age_group: ageGroup(age),
    birth_date: `${birthYear}-${pad(month)}-${pad(day)}`,
    ethnicity: rng.pick(['asian', 'caucasian', 'ebony', 'latin']),
    country: rng.pick(COUNTRIES),
    career: retired ? `${careerStart} - ${careerEnd}` : `${careerStart} - present`,
    career_start: careerStart,
    career_status: retired ? 'retired' : 'active',
    career_end: careerEnd,
    debut_age: debutAge,
    zodiac: zodiacOf(month, day),
    hair: rng.int(1, 5),
    eye: rng.pick(['brown', 'blue', 'green', 'hazel', 'grey']),
    tattoo: rng.pick(['none', 'yes', 'few']),
    piercing: rng.pick(['none', 'ears', 'navel', 'yes']),
    size_tits: female ? rng.pick(['A', 'B', 'C', 'D', 'E']) : 'n/a',
    measurements: `${bust}-${rng.int(22, 34)}-${rng.int(32, 42)}`,
    height_cm: heightCm,
    height: heightGroup(heightCm),
    weight_kg: weightKg,
    weight: weightGroup(weightKg),
    education: rng.pick(['high school', 'college', 'university', 'art school']),
    relationship: rng.pick(['single', 'married', 'open']),
    orientation: rng.pick(['hetero', 'bisexual', gender === 1 ? 'gay' : 'lesbian', 'not sure']),
    website: `https://${name.toLowerCase()}.example`,
  };
}
