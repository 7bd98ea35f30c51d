import { notFound, type PageLoader } from '../../route-module.ts';
import { loadMember } from './member-loader.ts';

/** The `:page` of a tab address: 1 or more, or the page is the 404. */
function pageOf(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,3}$/.test(raw)) notFound();
  return Number(raw);
}

/**
 * The loader of a social tab (friends, wall): the member, the `:page`, and the `answer` of the
 * tab's list at `path(user_id, page)`; an error answer is the 404.
 */
export function socialTabLoader<A extends object>(path: (userId: number, page: number) => string) {
  return (async ({ params, api }) => {
    const member = await loadMember(api, params.id);
    const page = pageOf(params.page);
    const answer = await api.get<A>(path(member.user_id, page));
    if ('error' in answer) notFound();
    return { member, page, answer: answer as Exclude<A, { error: unknown }> };
  }) satisfies PageLoader;
}
