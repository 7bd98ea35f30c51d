import { DEFAULTS, LIFETIME, PAGE_SIZE, type VideosAnswer, videosPath } from '@tubekit/contract';
import { useLoaderData } from 'react-router';
import { browserApi } from '../../api/browser-transport.ts';
import { VideoListing } from '../../components/video-listing.tsx';
import { t } from '../../i18n/t.ts';
import { notFound, type PageLoader, type PageMeta, type PageMetaArgs } from '../../route-module.ts';
import { ChannelHeader } from './channel-header.tsx';
import { channelCanonical, channelDir, channelHref, loadChannel } from './channel-loader.ts';

/** json/videos2 of one page of a channel's videos (default sort latest-updates). */
function listPath(dir: string, page: number): string {
  return videosPath.build({
    lifetime: LIFETIME.videosList,
    gender: DEFAULTS.gender,
    sort: 'latest-updates',
    count: PAGE_SIZE.videos,
    section: 'channels',
    object_id: dir,
    page,
    type: 'all',
    duration: 0,
    date: 'all',
  });
}

/** Page 1 is the channel page itself; later pages live under videos/{page}/. */
export const channelVideosHref = (dir: string, page: number) =>
  page <= 1 ? channelHref(dir) : channelHref(dir, `videos/${page}/`);

/**
 * /pornsite/{dir}/ (page 1) and /pornsite/{dir}/videos/{page}/: the channel and one page of
 * its videos, asked together. An unknown channel is the 404.
 */
export const loader = (async ({ params, api }) => {
  const dir = channelDir(params.dir);
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(page) || page < 1) notFound();
  const [channel, answer] = await Promise.all([
    loadChannel(api, dir),
    api.get<VideosAnswer>(listPath(dir, page)),
  ]);
  return { channel, answer, page };
}) satisfies PageLoader;

type Data = Awaited<ReturnType<typeof loader>>;

/** "{Channel} videos", page suffix from page 2; the canonical keeps the channel. */
export function meta({ data, url }: PageMetaArgs<Data>): PageMeta {
  const { channel, page } = data;
  return {
    title: `${channel.title} videos`,
    description: `${channel.title}: ${channel.statistics.videos} free videos from this channel, newest first.`,
    page,
    canonical: channelCanonical(url, channel.dir, page > 1 ? `videos/${page}/` : ''),
  };
}

/** The channel with its videos, pager and load more. */
export default function ChannelVideosPage() {
  const { channel, answer, page } = useLoaderData<typeof loader>();
  const title = `${channel.title} videos`;
  return (
    <section className="page page--pornsite">
      <ChannelHeader channel={channel} />
      <h2>{title}</h2>
      <VideoListing
        answer={answer}
        page={page}
        href={(p) => channelVideosHref(channel.dir, p)}
        fetchPage={(p) => browserApi().get<VideosAnswer>(listPath(channel.dir, p))}
        loadMoreLabel={t('listing.load_more')}
        title={title}
      />
    </section>
  );
}
