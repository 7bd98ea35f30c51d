import type { ChannelCard as ChannelCardData } from '@tubekit/contract';
import { Link } from 'react-router';
import { shortCount } from '../../components/format.ts';
import './channel-card.css';

/** A channel card: picture, name and video count, linking to the channel page. */
export function ChannelCard({
  channel,
}: {
  channel: Pick<ChannelCardData, 'dir' | 'title' | 'thumbnail' | 'statistics'>;
}) {
  return (
    <article className="channel-card">
      <Link to={`/pornsite/${channel.dir}/`} className="channel-card__link">
        {channel.thumbnail ? (
          <img src={channel.thumbnail} alt="" loading="lazy" width={320} height={180} />
        ) : (
          // No picture yet: the first letter keeps the grid even.
          <span className="channel-card__initial" aria-hidden="true">
            {channel.title.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="channel-card__title">{channel.title}</span>
        <span className="channel-card__count">{shortCount(channel.statistics.videos)} videos</span>
      </Link>
    </article>
  );
}

/** The grid of channel cards. */
export function ChannelGrid({ channels }: { channels: ChannelCardData[] }) {
  return (
    <ul className="channel-grid">
      {channels.map((c) => (
        <li key={c.channel_id}>
          <ChannelCard channel={c} />
        </li>
      ))}
    </ul>
  );
}
