import {
  LIFETIME,
  MEMBER_PHP,
  type MemberAnswer,
  type MemberProfile,
  type MemberProfileAnswer,
  memberPath,
} from '@tubekit/contract';
import type { ApiTransport } from '../../api/transport.ts';
import { notFound, redirect } from '../../route-module.ts';

/** The `:id` of /members/{id}/...: a user id, or the page is the 404. */
export function memberIdOf(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) notFound();
  return Number(raw);
}

/**
 * The profile a /members/{id}/ page shows, for any tab's loader: `loadMember(api,
 * params.id)`. POST member.php (section=profile) tells how the viewer is related to the
 * member; the owner gets their own profile in that answer, fresh from the server, and anyone
 * else reads it from the cached json/member path (spec section 6). An unknown member is
 * the 404; a visitor (whose session ended) is sent home like the route table does.
 */
export async function loadMember(api: ApiTransport, id: string | number | undefined): Promise<MemberProfile> {
  const userId = typeof id === 'number' ? id : memberIdOf(id);
  const answer = await api.post<MemberProfileAnswer>(MEMBER_PHP, { section: 'profile', user_id: userId });
  if ('error' in answer) {
    if (answer.code === 'not_logged_in') redirect('/');
    notFound();
  }
  if ('member' in answer) return { ...answer.member, relation: answer.relation };
  const cached = await api.get<MemberAnswer>(
    memberPath.build({ lifetime: LIFETIME.member, section: 'profile', user_id: userId }),
  );
  if ('error' in cached) notFound();
  return { ...cached.member, relation: answer.relation };
}
