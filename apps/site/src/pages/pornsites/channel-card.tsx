import type { ChannelCard as ChannelCardData } from '@tubekit/contract';
import { EntityCard, EntityGrid } from '../../components/entity-card.tsx';
import './channel-card.css';

/** A channel card: picture, name and video count, linking to the channel page. */
export function ChannelCard({
  channel,
  index,
}: {
  channel: Pick<ChannelCardData, 'dir' | 'title' | 'thumbnail' | 'statistics'>;
  /** Its place in the grid (0 first): the first cards load their picture at once. */
  index?: number;
}) {
  return (
    <EntityCard
      block="channel"
      href={`/pornsite/${channel.dir}/`}
      title={channel.title}
      thumbnail={channel.thumbnail}
      picture={{ width: 320, height: 180 }}
      videos={channel.statistics.videos}
      index={index}
    />
  );
}

/** The grid of channel cards. */
export function ChannelGrid({ channels }: { channels: ChannelCardData[] }) {
  return (
    <EntityGrid
      block="channel"
      items={channels}
      keyOf={(c) => c.channel_id}
      card={(c, index) => <ChannelCard channel={c} index={index} />}
    />
  );
}
