import { PAGE_SIZE } from '@tubekit/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { formatTitle } from '../meta/title.ts';
import { setMeta } from '../state/meta.ts';
import { LoadMore, showLoadMore } from './load-more.tsx';
import { Pager } from './pager.tsx';
import { EMPTY_LIST_TEXT } from './video-grid.tsx';
import './video-grid.css';
import { useNavigating } from '../router/site-state.ts';

/** One page of a list as a listing needs it, or the spec's error answer. */
export type ListPage<T> = { items: T[]; total_count: number } | { error: true; code: string };

/** What a listing of cards other than videos (models, channels) passes. */
export interface PagedListingProps<T> {
  /** The loader's page `page` (an error answer shows the error state). */
  answer: ListPage<T>;
  page: number;
  pageSize: number;
  /** Stable key of an item (load more drops items already shown). */
  keyOf: (item: T) => string | number;
  /** The list markup of the items shown (never called with an empty list: that shows emptyText). */
  renderItems: (items: T[]) => ReactNode;
  /** The address of a page (pager links, the pushed address of load more). */
  href: (page: number) => string;
  /** Fetches a page for load more (browser transport; called from the click only). */
  fetchPage: (page: number) => Promise<ListPage<T>>;
  /** The load-more button's label; without one the list has no button (pager only). */
  loadMoreLabel?: string;
  /** The page's title for the meta update after load more. */
  title: string;
  /** Text of an empty list ("There is no data in this list." or "No result found"). */
  emptyText?: string;
  /** Text of an error answer (the empty-list message of spec section 8 unless given). */
  errorText?: string;
  /** Text when load more fails. */
  failedText?: string;
}

/**
 * A card listing with the states of spec section 4 (list, loading, error): load more
 * appends the next page and pushes its address, the numbered pager replaces the page.
 * The same rules as VideoListing, for lists whose cards are not videos.
 */
export function PagedListing<T>(props: PagedListingProps<T>) {
  const { answer, page, pageSize, keyOf, href, fetchPage, title } = props;
  const emptyText = props.emptyText ?? EMPTY_LIST_TEXT;
  const [items, setItems] = useState<T[]>('error' in answer ? [] : answer.items);
  const [lastPage, setLastPage] = useState(page);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Pager, sort and filter links navigate: the next page's loader is running.
  const navigating = useNavigating();
  // A new loader answer (navigation, pager) starts the list over.
  useEffect(() => {
    setItems('error' in answer ? [] : answer.items);
    setLastPage(page);
    setFailed(false);
  }, [answer, page]);

  if ('error' in answer) {
    // Spec section 8: a listing error keeps the code and shows the empty-list message.
    return (
      <p className="listing__error" role="alert">
        {props.errorText ?? EMPTY_LIST_TEXT}
      </p>
    );
  }
  const total = answer.total_count;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  const loadMore = async () => {
    const next = lastPage + 1;
    setLoading(true);
    setFailed(false);
    try {
      const more = await fetchPage(next);
      if ('error' in more) throw new Error(more.code);
      setItems((list) => {
        const shown = new Set(list.map(keyOf));
        return [...list, ...more.items.filter((item) => !shown.has(keyOf(item)))];
      });
      setLastPage(next);
      window.history.pushState(window.history.state, '', href(next));
      setMeta({ title: formatTitle(title, next) });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="listing" aria-busy={navigating || loading}>
      {items.length === 0 ? <p className="video-grid__empty">{emptyText}</p> : props.renderItems(items)}
      {(loading || navigating) && (
        <p className="listing__loading" role="status">
          Loading…
        </p>
      )}
      {failed && (
        <p className="listing__error" role="alert">
          {props.failedText ?? 'Could not load more. Please try again.'}
        </p>
      )}
      {props.loadMoreLabel && showLoadMore(total, lastPage, pageCount, PAGE_SIZE.loadMoreMinTotal) && (
        <LoadMore label={props.loadMoreLabel} busy={loading} onClick={loadMore} />
      )}
      <Pager page={lastPage} pageCount={pageCount} href={href} />
    </div>
  );
}
