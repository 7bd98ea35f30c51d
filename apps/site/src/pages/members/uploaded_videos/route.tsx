import {
  canViewTab,
  LATEST_VIDEOS,
  PAGE_SIZE,
  type UploadAnswer,
  type UploadsListAnswer,
  VIDEO_EDIT_PATH,
  type VideosAnswer,
  videosPath,
} from '@tubekit/contract';
import { useMemo } from 'react';
import { VideoListing } from '../../../components/video-listing.tsx';
import { t } from '../../../i18n/t.ts';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../../route-module.ts';
import { Link } from '../../../router/link.tsx';
import { usePageData } from '../../../router/site-state.ts';
import { useApi } from '../../../site-context.tsx';
import { tabPage } from '../library-tab-loader.ts';
import { memberTabHref } from '../member-address.ts';
import { MemberLayout } from '../member-layout.tsx';
import { loadMember } from '../member-loader.ts';
import { UploadsList } from './uploads-list.tsx';
import './uploaded-videos.css';

/** json/videos2 of a page of the member's published public videos (section members). */
function memberVideosPath(userId: number, page: number): string {
  const member = { section: 'members', object_id: String(userId) } as const;
  return videosPath.build({ ...LATEST_VIDEOS, count: PAGE_SIZE.videos, ...member, page });
}

/**
 * /members/{id}/uploaded_videos/{page}/: the member's published videos (json/videos2,
 * section members, the same for everyone), and for the owner on page 1 their uploads
 * from video_edit.php with each one's state (never cached: it is theirs alone).
 */
export const loader = (async ({ params, api }) => {
  const member = await loadMember(api, params.id);
  const page = tabPage(params.page);
  if (!canViewTab('uploaded_videos', member.relation)) return { member, page, videos: null, uploads: [] };
  const owner = member.relation === 'owner' && page === 1;
  const [videos, list] = await Promise.all([
    api.get<VideosAnswer>(memberVideosPath(member.user_id, page)),
    owner ? api.get<UploadsListAnswer>(VIDEO_EDIT_PATH).catch(() => null) : null,
  ]);
  const uploads: UploadAnswer[] = list && Array.isArray(list.uploads) ? list.uploads : [];
  return { member, page, videos, uploads };
}) satisfies PageLoader;

/** "{username}'s uploaded videos"; never indexed (member pages are members only). */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return {
    title: `${data.member.username}'s uploaded videos`,
    description: `Videos uploaded by ${data.member.username}.`,
    page: data.page,
    noindex: true,
  };
}

/** The Uploaded videos tab: the owner's uploads first, then the published videos. */
export default function MemberUploadedVideosPage() {
  const { member, page, videos, uploads } = usePageData<typeof loader>();
  const api = useApi();
  // A video the owner's uploads already list (with its state and link) is not shown twice.
  const listed = useMemo(() => {
    if (!videos || 'error' in videos || uploads.length === 0) return videos;
    const ids = new Set(uploads.map((u) => u.video_id));
    return { ...videos, videos: videos.videos.filter((v) => !ids.has(v.video_id)) };
  }, [videos, uploads]);
  const href = (p: number) => memberTabHref(member.user_id, 'uploaded_videos', p);
  // Every published video is in the owner's uploads: no "no data" under them.
  const gridEmpty = listed !== null && !('error' in listed) && listed.videos.length === 0;
  const showGrid = listed !== null && !(uploads.length > 0 && gridEmpty);
  return (
    <MemberLayout member={member} tab="uploaded_videos">
      {member.relation === 'owner' && (
        <p className="member-uploads__new">
          <Link to="/upload-video/" className="button button--primary">
            Upload video
          </Link>
        </p>
      )}
      <UploadsList initial={uploads} />
      {listed && showGrid && (
        <VideoListing
          answer={listed}
          page={page}
          href={href}
          fetchPage={(p) => api.get<VideosAnswer>(memberVideosPath(member.user_id, p))}
          loadMoreLabel={t('listing.load_more')}
          title={`${member.username}'s uploaded videos`}
        />
      )}
    </MemberLayout>
  );
}
