import type { ChannelDetail } from '@tubekit/contract';
import { EntityHeader } from '../../components/entity-header.tsx';
import { BookmarkButton } from '../../library/bookmark-button.tsx';
import { channelPages } from './channel-loader.ts';
import { SubscribeButton } from './subscribe-button.tsx';
import './channel-page.css';

/** The top of every channel page: the entity header with the videos and info tabs, Subscribe and Bookmark. */
export function ChannelHeader({ channel }: { channel: ChannelDetail }) {
  return (
    <EntityHeader
      block="channel"
      tabsLabel="Channel"
      title={channel.title}
      thumbnail={channel.thumbnail}
      picture={{ width: 192, height: 108 }}
      statistics={channel.statistics}
      tabs={[
        { to: channelPages.href(channel.dir), label: 'Videos', end: true },
        { to: channelPages.href(channel.dir, 'info/'), label: 'Info' },
      ]}
      actions={
        <>
          <SubscribeButton channelId={channel.channel_id} />
          <BookmarkButton type="channels" objectId={channel.channel_id} title={channel.title} />
        </>
      }
    />
  );
}
