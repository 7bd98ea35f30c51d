import { type ChannelAnswer, type ChannelDetail, channelPath, LIFETIME } from '@tubekit/contract';
import { entityPages } from '../../components/entity-address.ts';

/** The channel pages under /pornsite/: the `:dir` check, json/channel of one channel, addresses. */
export const channelPages = entityPages<ChannelDetail>('/pornsite', async (api, dir) => {
  const answer = await api.get<ChannelAnswer>(channelPath.build({ lifetime: LIFETIME.channels, dir }));
  return 'error' in answer ? null : answer.channel;
});
