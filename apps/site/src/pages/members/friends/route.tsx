import { type FriendsAnswer, friendsPath } from '@tubekit/contract';
import type { PageMeta, PageMetaArgs } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { MemberLayout } from '../member-layout.tsx';
import { socialTabLoader } from '../social-tab-loader.ts';
import { FriendsTab } from './friends-tab.tsx';

/** /members/{id}/friends/{page}/: the member's friends (and one's own pending requests). */
export const loader = socialTabLoader<FriendsAnswer>((user_id, page) => friendsPath.build({ user_id, page }));

/** "{username} friends". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return { title: `${data.member.username} friends`, description: `Friends of ${data.member.username}.` };
}

/** The friends tab. */
export default function MemberFriendsPage() {
  const { member, page, answer: friends } = usePageData<typeof loader>();
  return (
    <MemberLayout member={member} tab="friends">
      <FriendsTab key={`${member.user_id}/${page}`} ownerId={member.user_id} page={page} initial={friends} />
    </MemberLayout>
  );
}
