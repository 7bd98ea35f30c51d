/**
 * The filter enumerations of spec section 3: the values a performers or members filter field
 * takes (keys are the wire values), read by `filters.ts`, the performers page and the server.
 * Apart from `constants.ts` so that the browser chunk of every page's first load, which holds
 * the lifetimes, page sizes and sorts, does not carry them.
 */
export const AGE_GROUPS = { 1: '18-21', 2: '22-29', 3: '30-39', 4: '40+' } as const;
export const HAIR_COLORS = { 1: 'brunette', 2: 'dark', 3: 'redhead', 4: 'brown', 5: 'blonde' } as const;
export const HEIGHT_GROUPS = {
  1: 'under 160 cm',
  2: '160-169 cm',
  3: '170-179 cm',
  4: '180 cm and over',
} as const;
export const WEIGHT_GROUPS = { 1: 'under 50 kg', 2: '50-59 kg', 3: '60-69 kg', 4: '70 kg and over' } as const;
export const RELATIONSHIPS = { 1: 'single', 2: 'married', 3: 'open' } as const;
export const ORIENTATIONS = { 1: 'not sure', 2: 'hetero', 3: 'gay', 4: 'lesbian', 5: 'bisexual' } as const;
export const MODEL_GENDERS = { 1: 'man', 2: 'woman', 3: 'shemale' } as const;
export const ETHNICITIES = ['asian', 'caucasian', 'ebony', 'latin'] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];
export const AVATAR_FILTERS = ['yes', 'no'] as const;
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
