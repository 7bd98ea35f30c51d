/**
 * The search rules of spec sections 5 and 9, read by the search overlay and the server's
 * suggester. Apart from `constants.ts` so that the lazily loaded overlay carries them, not the
 * browser chunk of every page's first load.
 */
/** Search limits and timing. */
export const SEARCH = {
  maxLength: 69,
  /** Submit is ignored at this many characters or fewer. */
  minLengthExclusive: 2,
  debounceMs: 300,
  trendingCategories: 12,
} as const;

/** Categories that are never suggested (section 5). */
export const HIDDEN_SUGGESTION_CATEGORIES = ['Hidden Cam', 'Voyeur'] as const;
