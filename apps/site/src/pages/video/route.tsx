import { sendPartnerBeacon } from '@tubekit/contract';
import { Player } from '@tubekit/player-react';
import '@tubekit/player/style.css';
import { pageAds } from '@tubekit/player/page-ads';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { track } from '../../analytics/sink.ts';
import { LazyComments } from '../../comments/lazy-comments.tsx';
import { ShareEmbedBox } from '../../components/share-embed-box.tsx';
import { t } from '../../i18n/t.ts';
import { LazyAddToPlaylist } from '../../playlists/lazy-add-to-playlist.tsx';
import { loadQueue, nextInQueue, PlaylistQueue } from '../../playlists/playlist-queue.tsx';
import type { PageLoaderArgs, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { useSiteRequest } from '../../site-context.tsx';
import { useUser } from '../../state/user.ts';
import { useHydrated } from '../../use-hydrated.ts';
import { downloadUrl } from './download-url.ts';
import { RelatedList } from './related-list.tsx';
import { useViewStat } from './use-view-stat.ts';
import { VideoActions } from './video-actions.tsx';
import { VideoInfo } from './video-info.tsx';
import { watchHref } from './video-links.ts';
import { isDeleted, type VideoPageData, videoLoader } from './video-loader.ts';
import { videoMeta } from './video-meta.ts';
import './video-page.css';
import { usePageData, useRootData } from '../../router/site-state.ts';

/** json/video with the first related page, then videofile.php; /404/ for a missing video; the `?playlist=` queue. */
export async function loader(args: PageLoaderArgs) {
  const [page, queue] = await Promise.all([videoLoader(args), loadQueue(args)]);
  return { ...page, queue };
}

/** The video's title and description, and its VideoObject JSON-LD (rendered by the server). */
export function meta({ data, url }: PageMetaArgs<VideoPageData>): PageMeta {
  return videoMeta(data.video, url.origin);
}

/** The deleted-video panel of spec section 2 (status_id 5): no player, no view. */
function DeletedPanel() {
  return (
    <div className="video-deleted" role="status">
      <span className="video-deleted__icon" aria-hidden="true">
        ☹
      </span>
      <p>{t('video.deleted')}</p>
    </div>
  );
}

/**
 * The player's and the ads' goals: to analytics with the partner campaign, and a play
 * (first frame) or an ad start to the partner beacon (docs/partners.md).
 */
function goalSender(campaign: string | null) {
  return (name: string, data: Record<string, unknown>) => {
    track({ event: name, campaign: campaign ?? '', ...data });
    if (name === 'player_firstframe') sendPartnerBeacon('play', campaign);
    if (name === 'player_adplay') sendPartnerBeacon('ad_impression', campaign);
  };
}

/** The video page (spec section 2 "Video page"). */
export default function VideoPage() {
  const { video, related, sources, queue } = usePageData<typeof loader>();
  const { search } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { origin } = useSiteRequest();
  const deleted = isDeleted(video);
  useViewStat(video, !deleted);

  const relatedItems = 'error' in related ? [] : related.videos;
  const first = relatedItems[0];
  // The countdown's target: the next in the playlist (?playlist=), or the first related video.
  const next = queue
    ? nextInQueue(queue, video.video_id)
    : first
      ? { url: watchHref(first), title: first.title }
      : null;
  const poster = video.scr || video.thumb;
  // Members get the download button (spec section 1); the server gives them no ads.
  const user = useUser();
  const download = user && Array.isArray(sources) ? downloadUrl(sources) : null;
  // Ad tags from server configuration (root data); none: the ads chunk is never requested.
  const root = useRootData();
  const adsConfig = root.ads;
  // The partner campaign (docs/partners.md): this URL's, else the one the server keeps in
  // its campaign cookie; the player's query, its goals, the ad tags and the beacons carry it.
  const query = new URLSearchParams(search);
  const campaign = query.get('campaign') || root.campaign || null;
  if (campaign) query.set('campaign', campaign);
  const goal = goalSender(campaign);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per video shown
  useEffect(() => {
    if (!deleted) sendPartnerBeacon('view', campaign);
  }, [video.video_id]);
  // The ad slot beside the player: a VAST ad's companion banner shows there while it plays.
  const adSlot = useRef<HTMLElement>(null);
  // Nothing loads here: the chunk is requested when the player attaches it or asks for a break.
  const ads = useMemo(
    () =>
      pageAds(adsConfig, {
        campaign,
        onGoal: goalSender(campaign),
        companionSlot: () => adSlot.current,
      }),
    [adsConfig, campaign],
  );

  return (
    <article className={queue ? 'video-page video-page--queue' : 'video-page'}>
      <div className="video-page__player">
        {deleted ? (
          <DeletedPanel />
        ) : hydrated && sources ? (
          <Player
            key={video.video_id}
            className="video-page__player-host"
            sources={sources}
            poster={poster}
            title={video.title}
            query={query}
            related={relatedItems}
            next={next}
            navigate={(url) => navigate(url)}
            onGoal={goal}
            specialUser={root.special === true}
            {...(download ? { downloadUrl: download } : {})}
            {...(ads ? { adBreak: ads.adBreak, onReady: ads.attach } : {})}
          />
        ) : poster ? (
          <img className="video-page__poster" src={poster} alt={video.title} width={1280} height={720} />
        ) : null}
      </div>
      {queue ? <PlaylistQueue playlist={queue} videoId={video.video_id} /> : null}
      <aside ref={adSlot} className="video-page__ad-slot" aria-label="Advertisement" />
      <VideoInfo video={video} />
      {deleted ? null : <VideoActions key={`actions-${video.video_id}`} video={video} />}
      {deleted ? null : <LazyAddToPlaylist key={`playlist-${video.video_id}`} video={video} />}
      {deleted ? null : <ShareEmbedBox origin={origin} video={video} />}
      {deleted ? null : (
        <LazyComments key={`comments-${video.video_id}`} section="videos" objectId={video.video_id} />
      )}
      <RelatedList
        key={`related-${video.video_id}`}
        videoId={video.video_id}
        title={video.title}
        first={related}
      />
    </article>
  );
}
