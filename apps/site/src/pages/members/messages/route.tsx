import { type ConversationsAnswer, conversationsPath } from '@tubekit/contract';
import { notFound, type PageLoader, type PageMeta } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { MemberLayout } from '../member-layout.tsx';
import { loadMember } from '../member-loader.ts';
import { ConversationsList } from './conversations-list.tsx';

/**
 * /members/{id}/messages/: the signed-in member's conversations. Messages are one's own
 * alone: on another member's page nothing is asked and the frame says "You do not have
 * permission to view.", as every tab the viewer may not see.
 */
export const loader = (async ({ params, api }) => {
  const member = await loadMember(api, params.id);
  if (member.relation !== 'owner') return { member, conversations: [] };
  const answer = await api.get<ConversationsAnswer>(conversationsPath.build({ page: 1 }));
  if ('error' in answer) notFound();
  return { member, conversations: answer.conversations };
}) satisfies PageLoader;

/** "Messages". */
export function meta(): PageMeta {
  return { title: 'Messages', description: 'Your conversations.' };
}

/** The messages list (inside the member's frame, under the info tab's place). */
export default function MessagesPage() {
  const { member, conversations } = usePageData<typeof loader>();
  return (
    <MemberLayout member={member} tab="messages">
      <h2>Messages</h2>
      <ConversationsList me={member.user_id} conversations={conversations} />
    </MemberLayout>
  );
}
