import type { LibraryVideo } from '@tubekit/contract';
import { Pager } from '../../components/pager.tsx';
import { VideoCard } from '../../components/video-card.tsx';
import { EMPTY_LIST_TEXT } from '../../components/video-grid.tsx';
import { t } from '../../i18n/t.ts';
import { removeFromAccount } from '../../library/library-calls.ts';
import { usePageData } from '../../router/site-state.ts';
import { useApi } from '../../site-context.tsx';
import type { LibraryTab, LibraryTabData } from './library-tab-loader.ts';
import { memberTabHref } from './member-address.ts';
import { MemberLayout } from './member-layout.tsx';
import { useRemovableList } from './removable-list.ts';
import '../../components/video-grid.css';
import './library-tab-list.css';
import { ListUnavailable } from './list-unavailable.tsx';

/** The input.php act that changes each tab's list. */
const TAB_ACTS = {
  favourite_videos: 'favourite',
  watch_later_videos: 'watch_later',
  history: 'history',
} as const;

/** A video's key on the page. */
const videoKey = (v: LibraryVideo) => v.video_id;

/**
 * One page of a library tab: the videos as cards, newest first, each with a Remove button
 * for the owner, and the pager. An empty history says "Your viewing history is empty.",
 * another empty list or an error answer "There is no data in this list." (spec sections 2
 * and 8). Nothing when the viewer may not see the tab (the layout says so).
 */
export function LibraryTabList({ tab, data }: { tab: LibraryTab; data: LibraryTabData }) {
  const api = useApi();
  const { member, page, list } = data;
  const { answer, items: videos, pageCount, isRemoving, remove } = useRemovableList(list, 'videos', videoKey);

  if (list === null) return null;
  if (!answer) return <ListUnavailable />;
  const owner = member.relation === 'owner';

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
                disabled={isRemoving(video)}
                aria-label={`${t('library.remove')}: ${video.title}`}
                onClick={() =>
                  void remove(video, () => removeFromAccount(api, TAB_ACTS[tab], video.video_id))
                }
              >
                {t('library.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} href={(p) => memberTabHref(member.user_id, tab, p)} />
    </>
  );
}

/** A library tab's page (its route's default export): the member's layout around the list. */
export function LibraryTabPage({ tab }: { tab: LibraryTab }) {
  const data = usePageData<LibraryTabData>();
  return (
    <MemberLayout member={data.member} tab={tab}>
      <LibraryTabList tab={tab} data={data} />
    </MemberLayout>
  );
}
