import type { Prng } from './prng.ts';
import { ADJECTIVES, NOUNS, PLACES, SYLLABLES, TITLE_PATTERNS } from './words.ts';

/** Lower-case, dash-separated URL segment ("Hidden Cam" -> "hidden-cam"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An invented word of `min`-`max` syllables, capitalised ("Kalira"). */
export function inventedWord(rng: Prng, min: number, max: number): string {
  let word = '';
  const n = rng.int(min, max);
  for (let i = 0; i < n; i++) word += rng.pick(SYLLABLES);
  return capitalise(word);
}

/** A performer name made of two invented words; never a real person's name. */
export function performerName(rng: Prng): string {
  return `${inventedWord(rng, 2, 3)} ${inventedWord(rng, 2, 3)}`;
}

/** A video title from the neutral patterns of words.ts. */
export function videoTitle(rng: Prng): string {
  const pattern = rng.pick(TITLE_PATTERNS);
  let out = '';
  for (const ch of pattern) {
    if (ch === 'A') out += capitalise(rng.pick(ADJECTIVES));
    else if (ch === 'N') out += capitalise(rng.pick(NOUNS));
    else if (ch === 'P') out += rng.pick(PLACES);
    else out += ch;
  }
  return out;
}

/** A studio name ("Velvet Harbor Studio"). */
export function channelTitle(rng: Prng): string {
  const suffix = rng.pick([
    'Studio',
    'Films',
    'Pictures',
    'Media',
    'Productions',
    'Collective',
    'Works',
    'TV',
  ]);
  return `${capitalise(rng.pick(ADJECTIVES))} ${capitalise(rng.pick(NOUNS))} ${suffix}`;
}

/** A member user name ("kalira_42"). */
export function userName(rng: Prng): string {
  return `${inventedWord(rng, 2, 3).toLowerCase()}${rng.pick(['_', '', '.'])}${rng.int(1, 999)}`;
}

/**
 * Makes names unique by appending " 2", " 3"… (titles) so that `dir` columns, which are
 * unique in the schema, never collide.
 */
export class UniqueNames {
  #seen = new Set<string>();

  /** Returns `name`, or `name N` for the first N that keeps its slug unused. */
  take(name: string): string {
    let candidate = name;
    for (let n = 2; this.#seen.has(slugify(candidate)); n++) candidate = `${name} ${n}`;
    this.#seen.add(slugify(candidate));
    return candidate;
  }
}
