import { type ChannelAnswer, type ChannelDetail, channelPath, LIFETIME } from '@tubekit/contract';
import type { ApiTransport } from '../../api/transport.ts';
import { notFound } from '../../route-module.ts';

/** A channel dir as the contract's paths accept it. */
const DIR = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The `:dir` param when it can name a channel; the 404 otherwise (no API call). */
export function channelDir(dir: string | undefined): string {
  if (dir === undefined || !DIR.test(dir)) notFound();
  return dir;
}

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
export function channelHref(dir: string, tab = ''): string {
  return `/pornsite/${dir}/${tab}`;
}

/**
 * The canonical of a channel page. The section 2 rule keeps only the first segment when
 * there is no object_id param, which would point every channel at /pornsite/; the dir names
 * the channel (as object_id names a category), so it stays in, like on performer pages.
 */
export function channelCanonical(url: URL, dir: string, tab = ''): string {
  return `${url.origin}${channelHref(dir, tab)}`;
}
