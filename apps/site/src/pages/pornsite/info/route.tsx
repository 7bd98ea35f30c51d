import type { ChannelDetail } from '@tubekit/contract';
import { LazyComments } from '../../../comments/lazy-comments.tsx';
import { ratingPercent, shortCount } from '../../../components/format.ts';
import { InfoTable } from '../../../components/info-table.tsx';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { ChannelHeader } from '../channel-header.tsx';
import { channelPages } from '../channel-loader.ts';

/** The day of an ISO date ('' when it is no date). */
function dayOf(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '';
}

/** The info rows of a channel, in the order shown; empty values are left out. */
export function channelInfoRows(channel: ChannelDetail): [string, string][] {
  const s = channel.statistics;
  const rows: [string, string][] = [
    ['Website', channel.url],
    ['Videos', String(s.videos)],
    ['Views', shortCount(s.viewed)],
    ['Subscribers', String(s.subscribers)],
    ['Rating', s.likes + s.dislikes > 0 ? `${ratingPercent(s.likes, s.dislikes)}%` : ''],
    ['Added', dayOf(channel.added_date)],
  ];
  return rows.filter(([, value]) => value !== '');
}

/** /pornsite/{dir}/info/: the channel's description and facts. An unknown channel is the 404. */
export const loader = (async ({ params, api }) => ({
  channel: await channelPages.load(api, channelPages.dir(params.dir)),
})) satisfies PageLoader;

/** "{Channel} info", described by the channel's own text when it has one. */
export function meta({ data, url }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  const { channel } = data;
  return {
    title: `${channel.title} info`,
    description: channel.description || `About ${channel.title}: ${channel.statistics.videos} videos.`,
    canonical: channelPages.canonical(url, channel.dir, 'info/'),
  };
}

/** The info tab, and the channel's comments below it. */
export default function ChannelInfoPage() {
  const { channel } = usePageData<typeof loader>();
  return (
    <section className="page page--pornsite-info">
      <ChannelHeader channel={channel} />
      <h2>About {channel.title}</h2>
      {channel.description && <p className="channel-description">{channel.description}</p>}
      <InfoTable className="channel-info" rows={channelInfoRows(channel)} />
      <LazyComments section="channels" objectId={channel.channel_id} />
    </section>
  );
}
