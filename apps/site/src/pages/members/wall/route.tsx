import { type WallAnswer, wallPath } from '@tubekit/contract';
import { notFound, type PageLoader, type PageMeta, type PageMetaArgs } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { MemberLayout } from '../member-layout.tsx';
import { loadMember } from '../member-loader.ts';
import { WallTab } from './wall-tab.tsx';

/** The `:page` of a tab address: 1 or more, or the page is the 404. */
function pageOf(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,3}$/.test(raw)) notFound();
  return Number(raw);
}

/** /members/{id}/wall/{page}/: the posts on the member's wall. */
export const loader = (async ({ params, api }) => {
  const member = await loadMember(api, params.id);
  const page = pageOf(params.page);
  const wall = await api.get<WallAnswer>(wallPath.build({ user_id: member.user_id, page }));
  if ('error' in wall) notFound();
  return { member, page, wall };
}) satisfies PageLoader;

/** "{username} wall". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return { title: `${data.member.username} wall`, description: `The wall of ${data.member.username}.` };
}

/** The wall tab. */
export default function MemberWallPage() {
  const { member, page, wall } = usePageData<typeof loader>();
  return (
    <MemberLayout member={member} tab="wall">
      <WallTab key={`${member.user_id}/${page}`} ownerId={member.user_id} page={page} initial={wall} />
    </MemberLayout>
  );
}
