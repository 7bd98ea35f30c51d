import { LIFETIME, type SubscriptionsAnswer, subscriptionsPath } from '@tubekit/contract';
import { notFound, type PageLoader, type PageMeta, type PageMetaArgs } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { MemberLayout } from '../member-layout.tsx';
import { loadMember } from '../member-loader.ts';
import { SubscriptionsTab } from './subscriptions-tab.tsx';

/**
 * /members/{id}/subscriptions/{page}/: what the member subscribed to. The owner reads it
 * uncached (lifetime 0), so a subscription made a moment ago is there; anyone else reads
 * the cached path (spec section 9: 14400 s).
 */
export const loader = (async ({ params, api }) => {
  const member = await loadMember(api, params.id);
  const lifetime = member.relation === 'owner' ? 0 : LIFETIME.subscriptions;
  const answer = await api.get<SubscriptionsAnswer>(
    subscriptionsPath.build({ lifetime, object_id: member.user_id }),
  );
  if ('error' in answer) notFound();
  return { member, subscriptions: answer.subscriptions };
}) satisfies PageLoader;

/** "{username} subscriptions". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return {
    title: `${data.member.username} subscriptions`,
    description: `Subscriptions of ${data.member.username}.`,
  };
}

/** The subscriptions tab. */
export default function MemberSubscriptionsPage() {
  const { member, subscriptions } = usePageData<typeof loader>();
  return (
    <MemberLayout member={member} tab="subscriptions">
      <SubscriptionsTab subscriptions={subscriptions} />
    </MemberLayout>
  );
}
