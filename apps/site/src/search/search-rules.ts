import { HIDDEN_SUGGESTION_CATEGORIES, SEARCH, type SuggestionGroups } from '@tubekit/contract';

/** The input keeps at most 69 characters (spec section 5). */
export function clampQuery(text: string): string {
  return text.slice(0, SEARCH.maxLength);
}

/** Submit is ignored at 2 characters or fewer, or over 69 (spec section 5). */
export function canSubmit(text: string): boolean {
  const length = text.trim().length;
  return length > SEARCH.minLengthExclusive && length <= SEARCH.maxLength;
}

/** The search results URL: page 1 with query s. */
export function searchHref(text: string): string {
  return `/search/1/?s=${encodeURIComponent(text.trim())}`;
}

/** Removes the categories that are never suggested ('Hidden Cam', 'Voyeur'). */
export function withoutHidden(groups: SuggestionGroups): SuggestionGroups {
  const hidden = new Set<string>(HIDDEN_SUGGESTION_CATEGORIES.map((t) => t.toLowerCase()));
  return { ...groups, categories: groups.categories.filter((c) => !hidden.has(c.title.toLowerCase())) };
}

/** Whether a suggestion answer has nothing to show ("Not matches found"). */
export function isEmptyGroups(groups: SuggestionGroups): boolean {
  return (
    !groups.keywords.length && !groups.categories.length && !groups.channels.length && !groups.models.length
  );
}

/** What the suggestions area shows. */
export type SuggestState =
  | { kind: 'idle' }
  | { kind: 'loading'; text: string }
  | { kind: 'done'; text: string; groups: SuggestionGroups }
  | { kind: 'failed'; text: string };

/**
 * Debounced suggestions: `input(text)` restarts a 300 ms timer; when it fires and the text
 * is over 2 characters, `fetch` is called. Text of 2 characters or fewer asks nothing and
 * reports idle. Answers for text that is no longer current are dropped. `destroy()` stops it.
 */
export function createSuggester(options: {
  fetch: (text: string) => Promise<SuggestionGroups>;
  onChange: (state: SuggestState) => void;
  delayMs?: number;
}) {
  const delay = options.delayMs ?? SEARCH.debounceMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current = '';
  let destroyed = false;
  return {
    input(raw: string): void {
      const text = clampQuery(raw).trim();
      current = text;
      clearTimeout(timer);
      if (text.length <= SEARCH.minLengthExclusive) {
        options.onChange({ kind: 'idle' });
        return;
      }
      timer = setTimeout(() => {
        options.onChange({ kind: 'loading', text });
        options.fetch(text).then(
          (groups) => {
            if (!destroyed && current === text)
              options.onChange({ kind: 'done', text, groups: withoutHidden(groups) });
          },
          () => {
            if (!destroyed && current === text) options.onChange({ kind: 'failed', text });
          },
        );
      }, delay);
    },
    destroy(): void {
      destroyed = true;
      clearTimeout(timer);
    },
  };
}
