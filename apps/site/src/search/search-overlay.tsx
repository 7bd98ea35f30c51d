import {
  type KeywordSuggestion,
  LIFETIME,
  SEARCH,
  type SuggesterAnswer,
  type SuggestionGroups,
  suggesterPath,
  suggesterSearchUrl,
} from '@tubekit/contract';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiTransport } from '../api/transport.ts';
import { t } from '../i18n/t.ts';
import { useDialog } from '../modals/dialog.ts';
import { useRootData } from '../router/site-state.ts';
import { useApi } from '../site-context.tsx';
import { setSearchOpen } from '../state/header.ts';
import { addSearchHistory, useSearchHistory } from '../state/search-history.ts';
import { LinkSection } from './link-section.tsx';
import { canSubmit, clampQuery, createSuggester, type SuggestState, searchHref } from './search-rules.ts';
import { SuggestionList } from './suggestion-list.tsx';
import './search-overlay.css';

const TOP_SEARCHES = 10;

const closeSearch = () => setSearchOpen(false);

/** A remembered or top search as a link to its results. */
const searchLink = ({ title }: { title: string }) => ({ id: title, title, href: searchHref(title) });

async function fetchGroups(api: ApiTransport, path: string): Promise<SuggestionGroups> {
  const answer = await api.get<SuggesterAnswer>(path);
  if ('error' in answer) throw new Error(answer.code);
  return answer;
}

/**
 * The search overlay (spec section 2/5): input of at most 69 characters, autocomplete off;
 * empty: 12 trending categories, Recent and Top Searches; typing: suggestions 300 ms after
 * the last keystroke, grouped, or "Not matches found". Submit at 3+ characters goes to
 * /search/1/?s=... and remembers the text.
 */
export function SearchOverlay() {
  const api = useApi();
  const navigate = useNavigate();
  const root = useRootData();
  const history = useSearchHistory();
  const [text, setText] = useState('');
  const [state, setState] = useState<SuggestState>({ kind: 'idle' });
  const [top, setTop] = useState<KeywordSuggestion[]>([]);
  // The shared dialog behaviour: focus in the input (the first stop), Tab kept inside, Esc
  // closes, focus back to the search button.
  const overlay = useRef<HTMLDivElement>(null);
  useDialog(overlay, closeSearch);
  const suggester = useMemo(
    () => createSuggester({ fetch: (c) => fetchGroups(api, suggesterSearchUrl(c)), onChange: setState }),
    [api],
  );

  useEffect(() => () => suggester.destroy(), [suggester]);
  useEffect(() => {
    let live = true;
    fetchGroups(api, suggesterPath.build({ lifetime: LIFETIME.suggesters, count: TOP_SEARCHES })).then(
      (groups) => live && setTop(groups.keywords.slice(0, TOP_SEARCHES)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [api]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit(text)) return;
    addSearchHistory(text.trim());
    setSearchOpen(false);
    void navigate(searchHref(text));
  };
  const go = (href: string) => {
    setSearchOpen(false);
    void navigate(href);
  };
  const trending = root.categories.slice(0, SEARCH.trendingCategories);

  return (
    <div className="search-overlay" role="dialog" aria-modal="true" aria-label="Site search" ref={overlay}>
      <form className="search-overlay__form" onSubmit={submit}>
        <label htmlFor="search-input" className="visually-hidden">
          Search for
        </label>
        <input
          id="search-input"
          type="search"
          value={text}
          maxLength={SEARCH.maxLength}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          onChange={(e) => {
            const next = clampQuery(e.target.value);
            setText(next);
            suggester.input(next);
          }}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
        <button type="button" className="button" aria-label="Close search" onClick={closeSearch}>
          ×
        </button>
      </form>
      <div className="search-overlay__body">
        {state.kind === 'idle' ? (
          <div className="search-overlay__empty">
            <LinkSection
              heading={t('search.trending_categories')}
              listClassName="search-overlay__chips"
              links={trending.map((c) => ({ id: c.dir, title: c.title, href: `/categories/${c.dir}/` }))}
              go={go}
            />
            {history.length > 0 && (
              <LinkSection heading={t('search.recent')} links={history.map(searchLink)} go={go} />
            )}
            {top.length > 0 && (
              <LinkSection heading={t('search.top_searches')} links={top.map(searchLink)} go={go} />
            )}
          </div>
        ) : (
          <SuggestionList state={state} go={go} />
        )}
      </div>
    </div>
  );
}
