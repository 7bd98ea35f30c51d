import type { VideosAnswer } from '@tubekit/contract';
import { PAGE_SIZE } from '@tubekit/contract';
import { useMemo } from 'react';
import { type ListPage, PagedListing } from './paged-listing.tsx';
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

/** A videos answer as a listing page. */
function toListPage(answer: VideosAnswer): ListPage<CardVideo> {
  return 'error' in answer ? answer : { items: answer.videos, total_count: answer.total_count };
}

/**
 * A video listing with the states of spec section 4: list, loading, error. Load more
 * appends the next page and pushes its address; the numbered pager replaces the page.
 * The PagedListing rules, with video cards and the videos answer.
 */
export function VideoListing(props: VideoListingProps) {
  const { answer, fetchPage, emptyText } = props;
  // One list page per answer: a new object each render would start the list over.
  const list = useMemo(() => toListPage(answer), [answer]);
  return (
    <PagedListing
      answer={list}
      page={props.page}
      pageSize={props.pageSize ?? PAGE_SIZE.videos}
      keyOf={(v) => v.video_id}
      renderItems={(videos) => <VideoGrid videos={videos} />}
      href={props.href}
      fetchPage={async (p) => toListPage(await fetchPage(p))}
      loadMoreLabel={props.loadMoreLabel}
      title={props.title}
      emptyText={emptyText}
      errorText={emptyText ?? EMPTY_LIST_TEXT}
      failedText="Could not load more videos. Please try again."
    />
  );
}
