import { PAGE_SIZE, type RelatedAnswer, type RelatedVideo } from '@tubekit/contract';
import { useState } from 'react';
import { LoadMore, showLoadMore } from '../../components/load-more.tsx';
import { Link } from '../../router/link.tsx';
import { useApi } from '../../site-context.tsx';
import { moreVideosHref, relatedHref } from './video-links.ts';
import { type NoAnswer, relatedPagePath } from './video-loader.ts';

interface Props {
  videoId: number;
  title: string;
  /** The loader's first page. */
  first: RelatedAnswer | NoAnswer;
}

/** One related thumbnail: poster, duration and title, linking with r=1. */
function RelatedItem({ item }: { item: RelatedVideo }) {
  return (
    <Link to={relatedHref(item)} className="video-related__item">
      <span className="video-related__thumb">
        {item.scr ? <img src={item.scr} alt={item.title} loading="lazy" width={320} height={180} /> : null}
        <span className="video-related__duration">{item.duration}</span>
      </span>
      <span className="video-related__title">{item.title}</span>
    </Link>
  );
}

/**
 * The suggested-related list: the first page from the loader, a "Load more" button that
 * appends the next page (shown by the listing rule of spec section 4), and the
 * "More videos" tile last. Key it by the video id so another video starts over.
 */
export function RelatedList({ videoId, title, first }: Props) {
  const [items, setItems] = useState<RelatedVideo[]>('error' in first ? [] : first.videos);
  const api = useApi();
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const total = 'error' in first ? 0 : first.total_count;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE.related));

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const answer = await api.get<RelatedAnswer>(relatedPagePath(videoId, page + 1));
      if ('error' in answer) throw new Error(answer.code);
      setItems((shown) => [
        ...shown,
        ...answer.videos.filter((v) => !shown.some((s) => s.video_id === v.video_id)),
      ]);
      setPage(page + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="video-related" aria-labelledby="video-related-heading">
      <h2 id="video-related-heading">Related videos</h2>
      <ul className="video-related__list">
        {items.map((item) => (
          <li key={item.video_id}>
            <RelatedItem item={item} />
          </li>
        ))}
        <li>
          <Link to={moreVideosHref(title)} className="video-related__more">
            More videos
          </Link>
        </li>
      </ul>
      {failed && (
        <p className="video-related__error" role="alert">
          Could not load more videos. Please try again.
        </p>
      )}
      {showLoadMore(total, page, pageCount, PAGE_SIZE.loadMoreMinTotal) && (
        <LoadMore label="Load more" busy={loading} onClick={() => void loadMore()} />
      )}
    </section>
  );
}
