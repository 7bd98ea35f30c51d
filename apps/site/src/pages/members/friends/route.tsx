import { type FriendsAnswer, friendsPath } from '@tubekit/contract';
import { notFound, type PageLoader, type PageMeta, type PageMetaArgs } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { MemberLayout } from '../member-layout.tsx';
import { loadMember } from '../member-loader.ts';
import { FriendsTab } from './friends-tab.tsx';

/** The `:page` of a tab address: 1 or more, or the page is the 404. */
function pageOf(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,3}$/.test(raw)) notFound();
  return Number(raw);
}

/** /members/{id}/friends/{page}/: the member's friends (and one's own pending requests). */
export const loader = (async ({ params, api }) => {
  const member = await loadMember(api, params.id);
  const page = pageOf(params.page);
  const friends = await api.get<FriendsAnswer>(friendsPath.build({ user_id: member.user_id, page }));
  if ('error' in friends) notFound();
  return { member, page, friends };
}) satisfies PageLoader;

/** "{username} friends". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return { title: `${data.member.username} friends`, description: `Friends of ${data.member.username}.` };
}

/** The friends tab. */
export default function MemberFriendsPage() {
  const { member, page, friends } = usePageData<typeof loader>();
  return (
    <MemberLayout member={member} tab="friends">
      <FriendsTab key={`${member.user_id}/${page}`} ownerId={member.user_id} page={page} initial={friends} />
    </MemberLayout>
  );
}
