import type { Video } from '@tubekit/contract';
import { shortCount } from '../../components/format.ts';
import { VideoTags } from './video-tags.tsx';

/** The date part of an ISO post date: the same text on the server and in any time zone. */
export function postDay(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '';
}

/** Title, views (shortened as on the cards, spec section 9), date and tags of a video. */
export function VideoInfo({ video }: { video: Video }) {
  const day = postDay(video.post_date);
  return (
    <header className="video-info">
      <h1 className="video-info__title">{video.title}</h1>
      <p className="video-info__line">
        <span>{shortCount(video.video_viewed)} views</span>
        {day ? <time dateTime={video.post_date}>{day}</time> : null}
      </p>
      <VideoTags video={video} />
    </header>
  );
}
