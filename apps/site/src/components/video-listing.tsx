import type { VideosAnswer } from '@tubekit/contract';
import { PAGE_SIZE } from '@tubekit/contract';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { formatTitle } from '../meta/title.ts';
import { setMeta } from '../state/meta.ts';
import { LoadMore, showLoadMore } from './load-more.tsx';
import { Pager } from './pager.tsx';
import type { CardVideo } from './video-card.tsx';
import { EMPTY_LIST_TEXT, VideoGrid } from './video-grid.tsx';

/** What a listing page passes: the first page from its loader and how to get the others. */
export interface VideoListingProps {
  /** The loader's answer for `page` (an error answer shows the error state). */
  answer: VideosAnswer;
  page: number;
  pageSize?: number;
  /** The address of a page (pager links, the pushed address of load more). */
  href: (page: number) => string;
  /** Fetches a page for load more (browser transport; called from the click only). */
  fetchPage: (page: number) => Promise<VideosAnswer>;
  /** Shown when there is no load-more label (lists without the button). */
  loadMoreLabel?: string;
  /** The page's title for the meta update after load more. */
  title: string;
  emptyText?: string;
}

/**
 * A video listing with the states of spec section 4: list, loading, error. Load more
 * appends the next page and pushes its address; the numbered pager replaces the page.
 */
export function VideoListing(props: VideoListingProps) {
  const { answer, page, href, fetchPage, title } = props;
  const pageSize = props.pageSize ?? PAGE_SIZE.videos;
  const [videos, setVideos] = useState<CardVideo[]>('error' in answer ? [] : answer.videos);
  const [lastPage, setLastPage] = useState(page);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // The pager and sort links navigate: the next page's loader is running.
  const navigating = useNavigation().state === 'loading';
  // A new loader answer (navigation, pager) starts the list over.
  useEffect(() => {
    setVideos('error' in answer ? [] : answer.videos);
    setLastPage(page);
    setFailed(false);
  }, [answer, page]);

  if ('error' in answer) {
    return (
      <p className="listing__error" role="alert">
        {props.emptyText ?? EMPTY_LIST_TEXT}
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
      setVideos((list) => [
        ...list,
        ...more.videos.filter((v) => !list.some((o) => o.video_id === v.video_id)),
      ]);
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
      <VideoGrid videos={videos} emptyText={props.emptyText} />
      {(loading || navigating) && (
        <p className="listing__loading" role="status">
          Loading…
        </p>
      )}
      {failed && (
        <p className="listing__error" role="alert">
          Could not load more videos. Please try again.
        </p>
      )}
      {props.loadMoreLabel && showLoadMore(total, lastPage, pageCount, PAGE_SIZE.loadMoreMinTotal) && (
        <LoadMore label={props.loadMoreLabel} busy={loading} onClick={loadMore} />
      )}
      <Pager page={lastPage} pageCount={pageCount} href={href} />
    </div>
  );
}
