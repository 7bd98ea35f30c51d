import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type CardVideo, VideoCard } from '../../components/video-card.tsx';
import { EMPTY_LIST_TEXT, VideoGrid } from '../../components/video-grid.tsx';
import { t } from '../../i18n/t.ts';
import type { PageMeta, PageMetaArgs } from '../../route-module.ts';
import { Link } from '../../router/link.tsx';
import { useUser } from '../../state/user.ts';
import { type LocalRecord, listHistory, listWatchLater, removeWatchLater } from '../../storage/records.ts';
import '../members/library-tab-list.css';

/**
 * The two lists a browser keeps for a visitor (spec section 3, IndexedDB), one page for
 * both: /history/ and /watch-later/ (issue #19: a visitor had no way to either).
 */
const LISTS = {
  '/history/': {
    title: 'History',
    description: 'The videos you watched on this device.',
    read: listHistory,
    memberTab: 'history',
    what: 'viewing history',
    empty: () => t('history.empty'),
    remove: null,
  },
  '/watch-later/': {
    title: 'Watch later',
    description: 'The videos you saved on this device to watch later.',
    read: listWatchLater,
    memberTab: 'watch_later_videos',
    what: 'watch later list',
    empty: () => EMPTY_LIST_TEXT,
    remove: removeWatchLater,
  },
} as const;

type LocalList = (typeof LISTS)[keyof typeof LISTS];

/** The list of an address (the history for anything else). */
function listAt(pathname: string): LocalList {
  return LISTS[pathname as keyof typeof LISTS] ?? LISTS['/history/'];
}

/** The lists live on this device only: nothing for search engines to index. */
export function meta({ url }: Pick<PageMetaArgs<unknown>, 'url'>): PageMeta {
  const { title, description } = listAt(url.pathname);
  return { title, description, noindex: true };
}

/** A record as a card (records keep no votes, so the card shows no rating). */
export function historyCard(record: LocalRecord & { dir: string }): CardVideo {
  return {
    video_id: record.video_id,
    dir: record.dir,
    title: record.title,
    duration: record.duration,
    post_date: record.post_date,
    scr: record.scr,
    video_viewed: record.video_viewed,
  };
}

/** Reads the list's store once in the browser; null until read (and on the server). */
function useRecords(list: LocalList): [LocalRecord[] | null, (records: LocalRecord[]) => void] {
  const [records, setRecords] = useState<LocalRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    void list.read().then((read) => {
      if (live) setRecords(read);
    });
    return () => {
      live = false;
    };
  }, [list]);
  return [records, setRecords];
}

/**
 * /history/ and /watch-later/: the videos watched, or saved for later, on this device, newest
 * first, as cards; Watch later's with a Remove button. An empty history reads "Your viewing
 * history is empty.", an empty Watch later "There is no data in this list." (spec section 2).
 * A member's lists are in their account: they are pointed to their profile's tab.
 */
export default function LocalListPage() {
  const list = listAt(useLocation().pathname);
  const [records, setRecords] = useRecords(list);
  const user = useUser();
  if (user)
    return (
      <section className="page page--history">
        <h1>{list.title}</h1>
        <p>
          Your {list.what} is kept with your account:{' '}
          <Link to={`/members/${user.user_id}/${list.memberTab}/1/`}>see it in your profile</Link>.
        </p>
      </section>
    );
  // A record without a dir has no page address to link to.
  const shown = records?.filter((r): r is LocalRecord & { dir: string } => Boolean(r.dir));
  const { remove } = list;
  return (
    <section className="page page--history">
      <h1>{list.title}</h1>
      {!shown ? (
        <p className="listing__loading" role="status">
          Loading…
        </p>
      ) : remove && shown.length > 0 ? (
        <ul className="video-grid library-list">
          {shown.map((record) => (
            <li key={record.video_id} className="library-list__item">
              <VideoCard video={historyCard(record)} />
              <button
                type="button"
                className="library-list__remove"
                aria-label={`${t('library.remove')}: ${record.title}`}
                onClick={() =>
                  void remove(record.video_id).then(() =>
                    setRecords(shown.filter((r) => r.video_id !== record.video_id)),
                  )
                }
              >
                {t('library.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <VideoGrid videos={shown.map(historyCard)} emptyText={list.empty()} />
      )}
    </section>
  );
}
