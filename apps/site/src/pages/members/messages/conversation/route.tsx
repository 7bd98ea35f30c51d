import { type ConversationAnswer, conversationPath } from '@tubekit/contract';
import { notFound, type PageLoader, type PageMeta, type PageMetaArgs } from '../../../../route-module.ts';
import { usePageData } from '../../../../router/site-state.ts';
import { MemberLayout } from '../../member-layout.tsx';
import { loadMember, memberIdOf } from '../../member-loader.ts';
import { ConversationView } from './conversation-view.tsx';

/**
 * /members/{id}/messages/{with}/: the signed-in member's conversation with another. Reading
 * it marks their messages read (the server does, on this read). Only on one's own page.
 */
export const loader = (async ({ params, api }) => {
  const member = await loadMember(api, params.id);
  // Another member's page: nothing is asked; the frame says "You do not have permission to view."
  if (member.relation !== 'owner') return { member, thread: null };
  const other = memberIdOf(params.with);
  const answer = await api.get<ConversationAnswer>(conversationPath.build({ with: other, page: 1 }));
  if ('error' in answer) notFound();
  return { member, thread: answer };
}) satisfies PageLoader;

/** "Messages with {username}". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  const title = data.thread ? `Messages with ${data.thread.with.username}` : 'Messages';
  return { title, description: 'A conversation.' };
}

/** One conversation. */
export default function ConversationPage() {
  const { member, thread } = usePageData<typeof loader>();
  return (
    <MemberLayout member={member} tab="messages">
      {thread && <ConversationView key={thread.with.user_id} me={member.user_id} initial={thread} />}
    </MemberLayout>
  );
}
