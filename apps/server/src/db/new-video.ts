import type { Insertable } from 'kysely';
import type { VideosTable } from './schema.ts';

/** What a video starts with, published here rather than imported: no votes, views or comments, no source tube. */
export const NEW_VIDEO_COUNTS = {
  likes: 0,
  dislikes: 0,
  rating: 0,
  video_viewed: 0,
  comments_count: 0,
  popularity: 0,
  sg_id: 0,
  ex_tube: '',
  ex_id: '',
} as const satisfies Partial<Insertable<VideosTable>>;
