import { LIBRARY_LIMITS, type LibraryVideo } from '@tubekit/contract';
import { useEffect, useState } from 'react';
import { Pager } from '../../components/pager.tsx';
import { VideoCard } from '../../components/video-card.tsx';
import { EMPTY_LIST_TEXT } from '../../components/video-grid.tsx';
import { t } from '../../i18n/t.ts';
import { removeFromAccount } from '../../library/library-calls.ts';
import { useApi } from '../../site-context.tsx';
import { notify } from '../../state/notifications.ts';
import type { LibraryTab, LibraryTabData } from './library-tab-loader.ts';
import { memberTabHref } from './member-address.ts';
import '../../components/video-grid.css';
import './library-tab-list.css';

/** The input.php act that changes each tab's list. */
const TAB_ACTS = {
  favourite_videos: 'favourite',
  watch_later_videos: 'watch_later',
  history: 'history',
} as const;

/**
 * One page of a library tab: the videos as cards, newest first, each with a Remove button
 * for the owner, and the pager. An empty history says "Your viewing history is empty.",
 * another empty list or an error answer "There is no data in this list." (spec sections 2
 * and 8). Nothing when the viewer may not see the tab (the layout says so).
 */
export function LibraryTabList({ tab, data }: { tab: LibraryTab; data: LibraryTabData }) {
  const api = useApi();
  const { member, page, list } = data;
  const answer = list && !('error' in list) ? list : null;
  const [videos, setVideos] = useState<LibraryVideo[]>(answer?.videos ?? []);
  const [total, setTotal] = useState(answer?.total_count ?? 0);
  const [removing, setRemoving] = useState<number | null>(null);
  // A new loader answer (the pager, a new member) starts the page over.
  useEffect(() => {
    setVideos(answer?.videos ?? []);
    setTotal(answer?.total_count ?? 0);
  }, [answer]);

  if (list === null) return null;
  if (!answer)
    return (
      <p className="listing__error" role="alert">
        {EMPTY_LIST_TEXT}
      </p>
    );
  const owner = member.relation === 'owner';

  async function remove(video: LibraryVideo) {
    setRemoving(video.video_id);
    try {
      if (await removeFromAccount(api, TAB_ACTS[tab], video.video_id)) {
        setVideos((shown) => shown.filter((v) => v.video_id !== video.video_id));
        setTotal((n) => Math.max(0, n - 1));
      } else notify({ type: 'error', text: t('notify.network_error') });
    } finally {
      setRemoving(null);
    }
  }

  if (videos.length === 0)
    return (
      <p className="video-grid__empty">
        {tab === 'history' && page === 1 ? t('history.empty') : EMPTY_LIST_TEXT}
      </p>
    );
  return (
    <>
      <ul className="video-grid library-list">
        {videos.map((video) => (
          <li key={video.video_id} className="library-list__item">
            <VideoCard video={video} />
            {owner && (
              <button
                type="button"
                className="library-list__remove"
                disabled={removing === video.video_id}
                aria-label={`${t('library.remove')}: ${video.title}`}
                onClick={() => void remove(video)}
              >
                {t('library.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil(total / LIBRARY_LIMITS.pageSize))}
        href={(p) => memberTabHref(member.user_id, tab, p)}
      />
    </>
  );
}
