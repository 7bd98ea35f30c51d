import type { PageLoader, PageMeta, PageMetaArgs } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { MemberInfo } from '../member-info.tsx';
import { MemberLayout } from '../member-layout.tsx';
import { loadMember } from '../member-loader.ts';

/** /members/{id}/info/: the member's about me and facts. */
export const loader = (async ({ params, api }) => ({
  member: await loadMember(api, params.id),
})) satisfies PageLoader;

/** "{username} info". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return { title: `${data.member.username} info`, description: `About ${data.member.username}.` };
}

/** The info tab. */
export default function MemberInfoPage() {
  const { member } = usePageData<typeof loader>();
  return (
    <MemberLayout member={member} tab="info">
      <MemberInfo member={member} />
    </MemberLayout>
  );
}
