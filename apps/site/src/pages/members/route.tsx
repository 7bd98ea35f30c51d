import type { PageLoader, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { usePageData } from '../../router/site-state.ts';
import { MemberInfo } from './member-info.tsx';
import { MemberLayout } from './member-layout.tsx';
import { loadMember } from './member-loader.ts';

/** /members/{id}/: the profile's overview, which is its info tab. */
export const loader = (async ({ params, api }) => ({
  member: await loadMember(api, params.id),
})) satisfies PageLoader;

/** "{username}'s profile". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return { title: `${data.member.username}'s profile`, description: `${data.member.username} on Tubekit.` };
}

/** The member's header, tabs and info. */
export default function MemberPage() {
  const { member } = usePageData<typeof loader>();
  return (
    <MemberLayout member={member} tab="info">
      <MemberInfo member={member} />
    </MemberLayout>
  );
}
