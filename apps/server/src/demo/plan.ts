import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { type ModelInfo, modelInfo } from './model-info.ts';
import { channelTitle, performerName, slugify, UniqueNames, userName } from './names.ts';
import { WeightedPicker, zipfWeights } from './picker.ts';
import type { Prng } from './prng.ts';
import { Tally } from './tally.ts';
import { ADJECTIVES, CATEGORY_TITLES, NOUNS } from './words.ts';

/** How many of each entity to make. */
export interface EntityCounts {
  users: number;
  models: number;
  channels: number;
  categories: number;
  keywords: number;
}

/** A named entity before insertion: its future id and its dir (URL segment). */
export interface Named {
  id: number;
  title: string;
  dir: string;
  addedDate: number;
}

/** Ids of the rows the generator inserts start after these (max id already present). */
export interface IdBases {
  users: number;
  models: number;
  channels: number;
  categories: number;
  keywords: number;
}

/** Everything decided before the first video: entities, their weights and their tallies. */
export interface EntityPlan {
  users: Array<Named & { username: string }>;
  categories: Array<Named & { toptn: number }>;
  channels: Array<Named & { vda: number }>;
  models: Array<Named & { info: ModelInfo }>;
  keywords: Array<{ id: number; title: string; popularity: number }>;
  pick: {
    user: WeightedPicker;
    category: WeightedPicker;
    channel: WeightedPicker;
    keyword: WeightedPicker;
    /** Per model gender (1 man, 2 woman, 3 shemale): a picker over `modelsOf[g]`. */
    model: Record<1 | 2 | 3, WeightedPicker | null>;
    modelsOf: Record<1 | 2 | 3, number[]>;
  };
  tally: { users: Tally; categories: Tally; channels: Tally; models: Tally; keywords: Tally };
  /** Plan index of the 'Virtual Reality' category, -1 when absent. */
  vrCategory: number;
}

const YEAR = 365 * 86_400;

/** Decides every user, category, channel, model and keyword of the catalogue. */
export function planEntities(rng: Prng, counts: EntityCounts, bases: IdBases, now: number): EntityPlan {
  const since = (years: number) => now - rng.int(0, Math.floor(years * YEAR));
  const usernames = new Set<string>();
  // A fresh catalogue's first two users are the documented demo member and moderator.
  const named: readonly string[] =
    bases.users === 0 ? [DEMO_ACCOUNTS.member.username, DEMO_ACCOUNTS.moderator.username] : [];
  const users = Array.from({ length: counts.users }, (_, i) => {
    let username = userName(rng);
    while (usernames.has(username)) username = `${username}${rng.int(0, 9)}`;
    username = named[i] ?? username;
    usernames.add(username);
    return { id: bases.users + i + 1, title: username, dir: username, username, addedDate: since(4) };
  });

  const categoryNames = new UniqueNames();
  const categories = Array.from({ length: counts.categories }, (_, i) => {
    const title = categoryNames.take(
      CATEGORY_TITLES[i] ?? `${cap(rng.pick(ADJECTIVES))} ${cap(rng.pick(NOUNS))}`,
    );
    return { ...titled(bases.categories + i + 1, title, since(3)), toptn: 0 };
  });
  // About 20 categories are "trending" (toptn 1..20), in a seeded order.
  const trending = rng.distinct(categories.length, Math.min(20, categories.length));
  trending.forEach((index, rank) => {
    (categories[index] as { toptn: number }).toptn = rank + 1;
  });

  const channelNames = new UniqueNames();
  const channels = Array.from({ length: counts.channels }, (_, i) => {
    const title = channelNames.take(channelTitle(rng));
    return { ...titled(bases.channels + i + 1, title, since(4)), vda: rng.chance(0.3) ? 1 : 0 };
  });

  const modelNames = new UniqueNames();
  const nowDate = new Date(now * 1000);
  const models = Array.from({ length: counts.models }, (_, i) => {
    const gender = [2, 1, 3][rng.weighted([65, 20, 15])] as number;
    const title = modelNames.take(performerName(rng));
    return { ...titled(bases.models + i + 1, title, since(3)), info: modelInfo(rng, gender, nowDate) };
  });

  const keywords = keywordTitles(rng, counts.keywords).map((title, i) => ({
    id: bases.keywords + i + 1,
    title,
    popularity: 0,
  }));
  const keywordWeights = zipfWeights(rng, keywords.length, 1);
  keywords.forEach((k, i) => {
    k.popularity = Math.round((keywordWeights[i] as number) * 100_000) / 100;
  });

  const modelsOf: Record<1 | 2 | 3, number[]> = { 1: [], 2: [], 3: [] };
  for (const [i, m] of models.entries()) modelsOf[m.info.gender as 1 | 2 | 3].push(i);
  const modelWeights = zipfWeights(rng, models.length, 0.7);
  const modelPicker = (g: 1 | 2 | 3) =>
    modelsOf[g].length ? new WeightedPicker(modelsOf[g].map((i) => modelWeights[i] as number)) : null;

  return {
    users,
    categories,
    channels,
    models,
    keywords,
    pick: {
      user: new WeightedPicker(zipfWeights(rng, users.length, 1)),
      // Flatter than Zipf so every category, including Hidden Cam and Voyeur, fills up.
      category: new WeightedPicker(zipfWeights(rng, categories.length, 0.5)),
      channel: new WeightedPicker(zipfWeights(rng, channels.length, 0.7)),
      keyword: new WeightedPicker(keywordWeights),
      model: { 1: modelPicker(1), 2: modelPicker(2), 3: modelPicker(3) },
      modelsOf,
    },
    tally: {
      users: new Tally(users.length),
      categories: new Tally(categories.length),
      channels: new Tally(channels.length),
      models: new Tally(models.length),
      keywords: new Tally(keywords.length),
    },
    vrCategory: categories.findIndex((c) => c.title === 'Virtual Reality'),
  };
}

/** What every titled entity of the plan has: its id, title, address slug and date added. */
function titled(id: number, title: string, addedDate: number) {
  return { id, title, dir: slugify(title), addedDate };
}

/** Single words first, then "adjective noun" pairs, all distinct. */
function keywordTitles(rng: Prng, count: number): string[] {
  const seen = new Set<string>([...ADJECTIVES, ...NOUNS]);
  const titles = [...seen].slice(0, count);
  // 2,500 possible pairs; stop drawing if the caller asks for more than can be unique.
  for (let tries = 0; titles.length < count && tries < count * 20; tries++) {
    const pair = `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
    if (seen.has(pair)) continue;
    seen.add(pair);
    titles.push(pair);
  }
  for (let n = titles.length; titles.length < count; n++) titles.push(`keyword ${n}`);
  return titles;
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
