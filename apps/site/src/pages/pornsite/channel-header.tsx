import type { ChannelDetail } from '@tubekit/contract';
import { NavLink, useNavigation } from 'react-router';
import { shortCount } from '../../components/format.ts';
import { channelHref } from './channel-loader.ts';
import { SubscribeButton } from './subscribe-button.tsx';
import './channel-page.css';

/**
 * The top of every channel page: picture, name, counts, subscribe and the tabs (videos,
 * info). Shows the loading line while a tab or page of this channel loads.
 */
export function ChannelHeader({ channel }: { channel: ChannelDetail }) {
  const loading = useNavigation().state === 'loading';
  const stats = channel.statistics;
  return (
    <header className="channel-header">
      {channel.thumbnail ? (
        <img
          className="channel-header__picture"
          src={channel.thumbnail}
          alt={channel.title}
          width={192}
          height={108}
        />
      ) : null}
      <div className="channel-header__text">
        <h1>{channel.title}</h1>
        <p className="channel-header__stats">
          <span>{shortCount(stats.videos)} videos</span>
          <span>{shortCount(stats.viewed)} views</span>
          <span>{shortCount(stats.subscribers)} subscribers</span>
        </p>
        <div className="channel-header__actions">
          <nav className="channel-tabs" aria-label="Channel">
            <NavLink to={channelHref(channel.dir)} end>
              Videos
            </NavLink>
            <NavLink to={channelHref(channel.dir, 'info/')}>Info</NavLink>
          </nav>
          <SubscribeButton channelId={channel.channel_id} />
        </div>
      </div>
      {loading && (
        <p className="listing__loading channel-header__loading" role="status">
          Loading…
        </p>
      )}
    </header>
  );
}
