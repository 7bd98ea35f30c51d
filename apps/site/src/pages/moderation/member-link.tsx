import { Link } from '../../router/link.tsx';

/** A member's name linking to their page (an uploader, a moderator). */
export function MemberLink({ user }: { user: { user_id: number; username: string } }) {
  return <Link to={`/members/${user.user_id}/`}>{user.username}</Link>;
}

/**
 * The page of a video the moderation answers name by id and title only (a near duplicate,
 * a reported video): the video page reads the id, so the title's words make the dir.
 */
export function videoPageHref(video: { video_id: number; title: string }): string {
  const dir =
    video.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'video';
  return `/video/${video.video_id}/${dir}/`;
}

/** A video's title linking to its page. */
export function VideoLink({ video }: { video: { video_id: number; title: string } }) {
  return <Link to={videoPageHref(video)}>{video.title}</Link>;
}
