import { type WallAnswer, wallPath } from '@tubekit/contract';
import type { PageMeta, PageMetaArgs } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { MemberLayout } from '../member-layout.tsx';
import { socialTabLoader } from '../social-tab-loader.ts';
import { WallTab } from './wall-tab.tsx';

/** /members/{id}/wall/{page}/: the posts on the member's wall. */
export const loader = socialTabLoader<WallAnswer>((user_id, page) => wallPath.build({ user_id, page }));

/** "{username} wall". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return { title: `${data.member.username} wall`, description: `The wall of ${data.member.username}.` };
}

/** The wall tab. */
export default function MemberWallPage() {
  const { member, page, answer: wall } = usePageData<typeof loader>();
  return (
    <MemberLayout member={member} tab="wall">
      <WallTab key={`${member.user_id}/${page}`} ownerId={member.user_id} page={page} initial={wall} />
    </MemberLayout>
  );
}
