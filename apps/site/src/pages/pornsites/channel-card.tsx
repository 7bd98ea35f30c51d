import type { ChannelCard as ChannelCardData } from '@tubekit/contract';
import { EntityCard, EntityGrid } from '../../components/entity-card.tsx';
import './channel-card.css';

/** A channel card: picture, name and video count, linking to the channel page. */
export function ChannelCard({
  channel,
}: {
  channel: Pick<ChannelCardData, 'dir' | 'title' | 'thumbnail' | 'statistics'>;
}) {
  return (
    <EntityCard
      block="channel"
      href={`/pornsite/${channel.dir}/`}
      title={channel.title}
      thumbnail={channel.thumbnail}
      picture={{ width: 320, height: 180 }}
      videos={channel.statistics.videos}
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
      card={(c) => <ChannelCard channel={c} />}
    />
  );
}
