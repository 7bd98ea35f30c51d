import {
  type CategorySuggestion,
  HIDDEN_SUGGESTION_CATEGORIES,
  type KeywordSuggestion,
  type NamedSuggestion,
  type SuggestionGroups,
} from '@tubekit/contract';
import { mostPopularKeywords } from '../catalog/top-lists.ts';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';

/** How many suggestions each group answers. */
export const SUGGEST_LIMITS = { keywords: 10, categories: 6, channels: 6, models: 6 } as const;
/** How long a loaded index serves before a reload starts in the background. */
const REFRESH_MS = 60_000;
/** Keywords beyond the most popular this many are never suggested (bounds memory). */
const MAX_KEYWORDS = 100_000;

interface Entry<T> {
  /** Lowercased title, with a leading space so a word start is `' ' + prefix`. */
  text: string;
  item: T;
}

interface Loaded {
  keywords: Entry<KeywordSuggestion>[];
  categories: Entry<CategorySuggestion>[];
  channels: Entry<NamedSuggestion>[];
  models: Entry<NamedSuggestion>[];
  loadedAt: number;
}

const entry = <T extends { title: string }>(item: T): Entry<T> => ({
  text: ` ${item.title.toLowerCase()}`,
  item,
});

/**
 * Search suggestions from memory: the names of categories, channels, models and keywords,
 * each group sorted by popularity, matched by title prefix first, then by word prefix.
 * A scan of 100k names takes about a millisecond, far less than a LIKE query per keystroke.
 * The lists reload in the background once older than a minute (writes show within it).
 */
export class SuggestIndex {
  readonly #db: Db;
  readonly #clock: Clock;
  #loaded: Loaded | null = null;
  #loading: Promise<Loaded> | null = null;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Suggestions grouped as the search overlay shows them. */
  async suggest(text: string): Promise<SuggestionGroups> {
    const lists = await this.#lists();
    const q = text.trim().toLowerCase().replace(/\s+/g, ' ');
    return {
      keywords: pick(lists.keywords, q, SUGGEST_LIMITS.keywords),
      categories: pick(lists.categories, q, SUGGEST_LIMITS.categories),
      channels: pick(lists.channels, q, SUGGEST_LIMITS.channels),
      models: pick(lists.models, q, SUGGEST_LIMITS.models),
    };
  }

  async #lists(): Promise<Loaded> {
    const loaded = this.#loaded;
    if (loaded && this.#clock.now() - loaded.loadedAt < REFRESH_MS) return loaded;
    this.#loading ??= this.#load().finally(() => {
      this.#loading = null;
    });
    // Stale lists keep answering while the reload runs; only the first load waits.
    return loaded ?? this.#loading;
  }

  async #load(): Promise<Loaded> {
    const k = this.#db.kysely;
    /** Every channel or model, the ones with the most videos first. */
    const biggestFirst = (table: 'channels' | 'models', id: 'channel_id' | 'model_id') =>
      k
        .selectFrom(table)
        .select(['title', 'dir', 'total_videos'])
        .orderBy('total_videos', 'desc')
        .orderBy(id)
        .execute();
    const [keywords, categories, channels, models] = await Promise.all([
      mostPopularKeywords(this.#db, MAX_KEYWORDS),
      k
        .selectFrom('categories')
        .select(['title', 'dir', 'total_videos', 'avg_videos_popularity'])
        .where('title', 'not in', [...HIDDEN_SUGGESTION_CATEGORIES])
        .orderBy('avg_videos_popularity', 'desc')
        .orderBy('total_videos', 'desc')
        .execute(),
      biggestFirst('channels', 'channel_id'),
      biggestFirst('models', 'model_id'),
    ]);
    const lists: Loaded = {
      keywords: keywords.map(entry),
      categories: categories.map(entry),
      channels: channels.map(entry),
      models: models.map(entry),
      loadedAt: this.#clock.now(),
    };
    this.#loaded = lists;
    return lists;
  }
}

/** Up to `limit` items whose title starts with `q`, then items with a word starting with `q`. */
function pick<T>(entries: Entry<T>[], q: string, limit: number): T[] {
  if (q === '') return [];
  const first: T[] = [];
  const later: T[] = [];
  const start = ` ${q}`;
  for (const e of entries) {
    if (e.text.startsWith(start)) {
      first.push(e.item);
      if (first.length === limit) break;
    } else if (later.length < limit && e.text.includes(start)) later.push(e.item);
  }
  return [...first, ...later].slice(0, limit);
}
