import { entityVideosRoute } from '../../components/entity-videos.tsx';
import { ChannelHeader } from './channel-header.tsx';
import { channelPages } from './channel-loader.ts';

/**
 * /pornsite/{dir}/ (page 1) and /pornsite/{dir}/videos/{page}/: the channel and one page of
 * its videos, asked together. An unknown channel is the 404.
 */
const route = entityVideosRoute(channelPages, {
  section: 'channels',
  pageClass: 'page--pornsite',
  description: (channel) =>
    `${channel.title}: ${channel.statistics.videos} free videos from this channel, newest first.`,
  header: (channel) => <ChannelHeader channel={channel} />,
});

export const { loader, meta } = route;

/** The channel with its videos, pager and load more. */
export default route.Page;
