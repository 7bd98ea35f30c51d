import { EntityVideosPage, loadEntityVideos } from '../../components/entity-videos.tsx';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { usePageData } from '../../router/site-state.ts';
import { ChannelHeader } from './channel-header.tsx';
import { channelCanonical, channelDir, channelHref, loadChannel } from './channel-loader.ts';

/** Page 1 is the channel page itself; later pages live under videos/{page}/. */
export const channelVideosHref = (dir: string, page: number) =>
  page <= 1 ? channelHref(dir) : channelHref(dir, `videos/${page}/`);

/**
 * /pornsite/{dir}/ (page 1) and /pornsite/{dir}/videos/{page}/: the channel and one page of
 * its videos, asked together. An unknown channel is the 404.
 */
export const loader = (async ({ params, api }) => {
  const { entity, answer, page } = await loadEntityVideos(
    params,
    api,
    'channels',
    channelDir(params.dir),
    loadChannel,
  );
  return { channel: entity, answer, page };
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
  const { channel, answer, page } = usePageData<typeof loader>();
  return (
    <EntityVideosPage
      pageClass="page--pornsite"
      header={<ChannelHeader channel={channel} />}
      section="channels"
      dir={channel.dir}
      title={`${channel.title} videos`}
      answer={answer}
      page={page}
      href={(p) => channelVideosHref(channel.dir, p)}
    />
  );
}
