import type { SuggestionGroups } from '@tubekit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canSubmit,
  clampQuery,
  createSuggester,
  type SuggestState,
  searchHref,
  withoutHidden,
} from './search-rules.ts';

const groups = (over: Partial<SuggestionGroups> = {}): SuggestionGroups => ({
  keywords: [],
  categories: [],
  channels: [],
  models: [],
  ...over,
});

describe('search rules', () => {
  it('keeps at most 69 characters', () => {
    expect(clampQuery('a'.repeat(80))).toHaveLength(69);
    expect(clampQuery('beach')).toBe('beach');
  });

  it('ignores a submit of 2 characters or fewer, or over 69', () => {
    expect(canSubmit('ab')).toBe(false);
    expect(canSubmit('  ab  ')).toBe(false);
    expect(canSubmit('abc')).toBe(true);
    expect(canSubmit('a'.repeat(69))).toBe(true);
    expect(canSubmit('a'.repeat(70))).toBe(false);
  });

  it('navigates to search page 1 with the encoded query', () => {
    expect(searchHref(' red car & sun ')).toBe('/search/1/?s=red%20car%20%26%20sun');
  });

  it('never shows the hidden categories', () => {
    const cat = (title: string) => ({
      title,
      dir: title.toLowerCase(),
      total_videos: 1,
      avg_videos_popularity: 1,
    });
    const out = withoutHidden(
      groups({ categories: [cat('Hidden Cam'), cat('Beach'), cat('voyeur'), cat('Voyeur')] }),
    );
    expect(out.categories.map((c) => c.title)).toEqual(['Beach']);
  });
});

describe('debounced suggester', () => {
  let states: SuggestState[];
  let fetch: ReturnType<typeof vi.fn<(text: string) => Promise<SuggestionGroups>>>;
  let suggester: ReturnType<typeof createSuggester>;

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    fetch = vi.fn(async (text: string) => groups({ keywords: [{ title: text, total_videos: 3 }] }));
    suggester = createSuggester({ fetch, onChange: (s) => states.push(s) });
  });
  afterEach(() => {
    suggester.destroy();
    vi.useRealTimers();
  });

  it('asks once, 300 ms after the last keystroke', async () => {
    suggester.input('bea');
    vi.advanceTimersByTime(200);
    suggester.input('beac');
    vi.advanceTimersByTime(299);
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('beac');
    await vi.runAllTimersAsync();
    expect(states.at(-1)).toEqual({
      kind: 'done',
      text: 'beac',
      groups: groups({ keywords: [{ title: 'beac', total_videos: 3 }] }),
    });
  });

  it('asks nothing for 2 characters or fewer', () => {
    suggester.input('be');
    vi.advanceTimersByTime(1000);
    expect(fetch).not.toHaveBeenCalled();
    expect(states).toEqual([{ kind: 'idle' }]);
  });

  it('drops an answer for text that changed meanwhile', async () => {
    let release: (g: SuggestionGroups) => void = () => {};
    fetch.mockImplementationOnce(() => new Promise((r) => (release = r)));
    suggester.input('beach');
    vi.advanceTimersByTime(300);
    suggester.input('be');
    release(groups({ keywords: [{ title: 'beach', total_videos: 1 }] }));
    await vi.runAllTimersAsync();
    expect(states.some((s) => s.kind === 'done')).toBe(false);
  });

  it('filters hidden categories out of answers', async () => {
    fetch.mockResolvedValueOnce(
      groups({ categories: [{ title: 'Voyeur', dir: 'voyeur', total_videos: 1, avg_videos_popularity: 1 }] }),
    );
    suggester.input('voy');
    await vi.advanceTimersByTimeAsync(300);
    expect(states.at(-1)).toMatchObject({ kind: 'done', groups: { categories: [] } });
  });
});
