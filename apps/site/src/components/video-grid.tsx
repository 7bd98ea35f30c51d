import { type CardVideo, VideoCard } from './video-card.tsx';
import './video-grid.css';

/** The empty list message of spec section 4. */
export const EMPTY_LIST_TEXT = 'There is no data in this list.';

/** A grid of video cards, or the empty text when there are none. */
export function VideoGrid({
  videos,
  emptyText = EMPTY_LIST_TEXT,
  now,
}: {
  videos: CardVideo[];
  emptyText?: string;
  now?: number;
}) {
  if (videos.length === 0) return <p className="video-grid__empty">{emptyText}</p>;
  return (
    <ul className="video-grid">
      {videos.map((v) => (
        <li key={v.video_id}>
          <VideoCard video={v} now={now} />
        </li>
      ))}
    </ul>
  );
}
