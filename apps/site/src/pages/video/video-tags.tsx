import type { Video } from '@tubekit/contract';
import { Link } from '../../router/link.tsx';

/** One tag link of the video page. */
interface Tag {
  href: string;
  title: string;
  kind: 'model' | 'channel' | 'category';
}

/** Models, the channel and the categories of a video, in that order, as links to their pages. */
export function videoTags(video: Pick<Video, 'models' | 'channel' | 'categories'>): Tag[] {
  return [
    ...video.models.map((m): Tag => ({ href: `/pornstar/${m.dir}/`, title: m.title, kind: 'model' })),
    ...(video.channel
      ? [{ href: `/pornsite/${video.channel.dir}/`, title: video.channel.title, kind: 'channel' } as Tag]
      : []),
    ...video.categories.map(
      (c): Tag => ({ href: `/categories/${c.dir}/`, title: c.title, kind: 'category' }),
    ),
  ];
}

/** The tag list (nothing when the video has no tags). */
export function VideoTags({ video }: { video: Video }) {
  const tags = videoTags(video);
  if (tags.length === 0) return null;
  return (
    <ul className="video-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.href}>
          <Link to={tag.href} className={`video-tags__tag video-tags__tag--${tag.kind}`}>
            {tag.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
