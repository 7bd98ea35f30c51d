import { type ChannelAnswer, type ChannelDetail, channelPath, LIFETIME } from '@tubekit/contract';
import type { ApiTransport } from '../../api/transport.ts';
import { entityCanonical, entityDir, entityHref } from '../../components/entity-address.ts';
import { notFound } from '../../route-module.ts';

/** The `:dir` param when it can name a channel; the 404 otherwise (no API call). */
export const channelDir = entityDir;

/**
 * json/channel of one channel. The call answers an error only for a dir it does not know
 * (not_found), so any error answer is the 404 page.
 */
export async function loadChannel(api: ApiTransport, dir: string): Promise<ChannelDetail> {
  const answer = await api.get<ChannelAnswer>(channelPath.build({ lifetime: LIFETIME.channels, dir }));
  if ('error' in answer) notFound();
  return answer.channel;
}

/** The address of a channel page, or of one of its tabs ('info/', 'videos/2/'). */
export const channelHref = (dir: string, tab = ''): string => entityHref('/pornsite', dir, tab);

/** The canonical of a channel page (the dir stays in: see entityCanonical). */
export const channelCanonical = (url: URL, dir: string, tab = ''): string =>
  entityCanonical(url, '/pornsite', dir, tab);
