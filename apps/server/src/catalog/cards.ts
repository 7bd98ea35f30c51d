import type { CardStatistics } from '@tubekit/contract';

/** The counter columns of channels and models. */
export interface CounterColumns {
  total_videos: number;
  likes: number;
  dislikes: number;
  subscribers: number;
  video_viewed: number;
}

/** Counter columns -> the wire statistics of a card. */
export function cardStatistics(row: CounterColumns): CardStatistics {
  return {
    videos: row.total_videos,
    likes: row.likes,
    dislikes: row.dislikes,
    subscribers: row.subscribers,
    viewed: row.video_viewed,
  };
}
