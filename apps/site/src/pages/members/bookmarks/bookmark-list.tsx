import type { Bookmark } from '@tubekit/contract';
import { entityHref } from '../../../components/entity-address.ts';
import { Pager } from '../../../components/pager.tsx';
import { t } from '../../../i18n/t.ts';
import { removeBookmark } from '../../../library/bookmark-calls.ts';
import { Link } from '../../../router/link.tsx';
import { useApi } from '../../../site-context.tsx';
import { memberTabHref } from '../member-address.ts';
import { useRemovableList } from '../removable-list.ts';
import type { BookmarksData } from './bookmarks-loader.ts';
import '../../../components/video-grid.css';
import '../library-tab-list.css';
import { ListUnavailable } from '../list-unavailable.tsx';

/** Where a bookmark leads: the model's or the channel's page. */
const BASES = { models: '/pornstar', channels: '/pornsite' } as const;

/** A bookmark's key: a model and a channel may share a dir. */
const keyOf = (b: Bookmark) => `${b.type}/${b.dir}`;

/**
 * One page of the member's bookmarks, newest first: each model or channel as a card (its
 * picture and title, linking to its page, "Model" or "Channel" under it) with a Remove
 * button, and the pager. Empty: "No bookmarks yet"; an error answer: "There is no data in
 * this list." Nothing when the viewer may not see the tab (the layout says so).
 */
export function BookmarkList({ data }: { data: BookmarksData }) {
  const api = useApi();
  const { member, page, list } = data;
  const {
    answer,
    items: bookmarks,
    pageCount,
    isRemoving,
    remove,
  } = useRemovableList(list, 'bookmarks', keyOf);

  if (list === null) return null;
  if (!answer) return <ListUnavailable />;

  if (bookmarks.length === 0) return <p className="video-grid__empty">{t('library.bookmarks_empty')}</p>;
  return (
    <>
      <ul className="video-grid library-list">
        {bookmarks.map((bookmark) => (
          <li key={keyOf(bookmark)} className="library-list__item">
            <Link to={entityHref(BASES[bookmark.type], bookmark.dir)} className="library-list__link">
              {bookmark.thumbnail ? (
                <img src={bookmark.thumbnail} alt="" loading="lazy" width={320} height={180} />
              ) : null}
              <span className="library-list__title">{bookmark.title}</span>
            </Link>
            <span className="library-list__kind">{bookmark.type === 'models' ? 'Model' : 'Channel'}</span>
            <button
              type="button"
              className="library-list__remove"
              disabled={isRemoving(bookmark)}
              aria-label={`${t('library.remove')}: ${bookmark.title}`}
              onClick={() => void remove(bookmark, () => removeBookmark(api, bookmark.type, bookmark.dir))}
            >
              {t('library.remove')}
            </button>
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} href={(p) => memberTabHref(member.user_id, 'bookmarks', p)} />
    </>
  );
}
