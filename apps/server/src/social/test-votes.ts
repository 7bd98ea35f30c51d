import type { Db } from '../db/connect.ts';
import { readColumn } from '../db/test-reads.ts';

/**
 * A like of video `id`: the spec's form-encoded input.php call, from `address` when given
 * (inject's own 127.0.0.1 otherwise), with extra `headers` (User-Agent, cookie, Origin …).
 */
export function likeRequest(
  id: number,
  options: { address?: string; headers?: Record<string, string> } = {},
) {
  return {
    method: 'POST' as const,
    url: '/input.php',
    ...(options.address ? { remoteAddress: options.address } : {}),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: `act=vote&section=videos&object_id=${id}&vote=1`,
  };
}

/** The likes video `id` has in the database: what a vote test counts. */
export async function likesOf(db: Db, id: number): Promise<number> {
  return readColumn(db, 'videos', 'likes', 'video_id', id);
}
