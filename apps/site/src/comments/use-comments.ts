import {
  COMMENTS_PAGE_SIZE,
  type Comment,
  type CommentSection,
  type CommentsAnswer,
  commentsPath,
  LIFETIME,
} from '@tubekit/contract';
import { useCallback, useEffect, useState } from 'react';
import type { ApiTransport } from '../api/transport.ts';

/**
 * json/comments of one object, one page. Spec section 6: comments are fetched uncached for
 * signed-in users, so a member asks with lifetime 0 (jsond) and sees their own comment at
 * once; a visitor reads the cached path.
 */
export function commentsUrl(section: CommentSection, objectId: number, signedIn: boolean, page = 1): string {
  const path = commentsPath.build({
    lifetime: signedIn ? 0 : LIFETIME.comments,
    section,
    object_id: objectId,
  });
  return page > 1 ? `${path}?page=${page}` : path;
}

/** One page of comments, or null when the answer was an error. */
export async function fetchComments(
  api: ApiTransport,
  section: CommentSection,
  objectId: number,
  signedIn: boolean,
  page = 1,
): Promise<CommentsAnswer | null> {
  const answer = await api.get<CommentsAnswer | { error: true }>(
    commentsUrl(section, objectId, signedIn, page),
  );
  return 'error' in answer ? null : answer;
}

/** The list a comments section shows: pages loaded so far, newest first. */
export interface CommentsState {
  comments: Comment[];
  total: number;
  /** Pages loaded (0 before the first answer). */
  pages: number;
  status: 'loading' | 'ready' | 'error';
}

/**
 * The comments of one object: the first page (given by a page loader, or fetched on mount),
 * `more()` for the next older page, and `added` / `removed` so the member's own post or
 * delete shows at once without a refetch.
 */
export function useComments(
  api: ApiTransport,
  target: { section: CommentSection; objectId: number; signedIn: boolean },
  first?: CommentsAnswer | null,
) {
  const [state, setState] = useState<CommentsState>(() =>
    first === undefined
      ? { comments: [], total: 0, pages: 0, status: 'loading' }
      : first === null
        ? { comments: [], total: 0, pages: 0, status: 'error' }
        : { comments: first.comments, total: first.total_count, pages: 1, status: 'ready' },
  );
  const { section, objectId, signedIn } = target;

  const load = useCallback(
    async (page: number) => {
      setState((s) => ({ ...s, status: 'loading' }));
      const answer = await fetchComments(api, section, objectId, signedIn, page).catch(() => null);
      setState((s) =>
        answer === null
          ? { ...s, status: 'error' }
          : {
              comments: page === 1 ? answer.comments : dedupe([...s.comments, ...answer.comments]),
              total: answer.total_count,
              pages: page,
              status: 'ready',
            },
      );
    },
    [api, section, objectId, signedIn],
  );

  useEffect(() => {
    if (first === undefined) void load(1);
  }, [first, load]);

  return {
    ...state,
    hasMore: state.pages > 0 && state.pages * COMMENTS_PAGE_SIZE < state.total,
    more: () => load(state.pages + 1),
    added: (comment: Comment) =>
      setState((s) => ({ ...s, comments: [comment, ...s.comments], total: s.total + 1 })),
    removed: (commentId: number) =>
      setState((s) => ({
        ...s,
        comments: s.comments.filter((c) => c.comment_id !== commentId),
        total: Math.max(0, s.total - 1),
      })),
  };
}

/** Keeps the first of each comment id (a page can repeat one after a new comment shifted it). */
function dedupe(list: Comment[]): Comment[] {
  const seen = new Set<number>();
  return list.filter((c) => {
    if (seen.has(c.comment_id)) return false;
    seen.add(c.comment_id);
    return true;
  });
}
