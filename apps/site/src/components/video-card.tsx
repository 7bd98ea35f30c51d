import type { Video } from '@tubekit/contract';
import { Link } from '../router/link.tsx';
import { CardWatchLater } from './card-watch-later.tsx';
import { isJustAdded, ratingPercent, shortCount } from './format.ts';
import './video-card.css';

/**
 * The card fields a listing needs (json/videos2 and json/main items). Likes and dislikes
 * are optional: local records (history) keep no votes, and their cards show no rating.
 */
export type CardVideo = Pick<
  Video,
  'video_id' | 'dir' | 'title' | 'duration' | 'post_date' | 'scr' | 'video_viewed'
> &
  Partial<Pick<Video, 'likes' | 'dislikes'>>;

/** One video card: poster, duration, "Just added", Watch later, title link, views and rating. */
export function VideoCard({ video, now }: { video: CardVideo; now?: number }) {
  const href = `/video/${video.video_id}/${video.dir}/`;
  const rating =
    video.likes === undefined || video.dislikes === undefined
      ? null
      : ratingPercent(video.likes, video.dislikes);
  return (
    <article className="video-card">
      <CardWatchLater video={video} />
      <Link to={href} className="video-card__thumb" tabIndex={-1} aria-hidden="true">
        {/* A video whose screenshots are not made yet has no scr: no <img src=""> (it would
            request the page itself). */}
        {video.scr ? <img src={video.scr} alt={video.title} loading="lazy" width={320} height={180} /> : null}
        <span className="video-card__duration">{video.duration}</span>
        {isJustAdded(video.post_date, now) && <span className="video-card__new">Just added</span>}
      </Link>
      <Link to={href} className="video-card__title">
        {video.title}
      </Link>
      <p className="video-card__stats">
        <span>{shortCount(video.video_viewed)} views</span>
        {rating !== null && <span className="video-card__rating">{rating}%</span>}
      </p>
    </article>
  );
}
