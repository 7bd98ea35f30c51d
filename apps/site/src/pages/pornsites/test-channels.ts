import type { ChannelCard, ChannelDetail } from '@tubekit/contract';

/** A synthetic channel card for tests (no real studio names). */
export function testChannel(id: number, over: Partial<ChannelCard> = {}): ChannelCard {
  return {
    channel_id: id,
    dir: `studio-${id}`,
    title: `Studio ${id}`,
    url: `https://studio-${id}.example/`,
    vda: 0,
    statistics: { videos: 1200 + id, likes: 90, dislikes: 10, subscribers: 42, viewed: 56_000 },
    thumbnail: `/media/channels/${id}.jpg`,
    ...over,
  };
}

/** `n` channel cards starting at id `from`. */
export function testChannels(n: number, from = 1): ChannelCard[] {
  return Array.from({ length: n }, (_, i) => testChannel(from + i));
}

/** A synthetic channel page answer. */
export function testChannelDetail(over: Partial<ChannelDetail> = {}): ChannelDetail {
  return {
    ...testChannel(7),
    description: 'Short synthetic clips shot for tests.',
    added_date: '2024-03-05T10:00:00Z',
    ...over,
  };
}
