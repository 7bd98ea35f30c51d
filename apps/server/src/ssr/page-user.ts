import type { Member } from '../accounts/sessions.ts';

/** The page constants' user (spec section 6), as the site's render takes it. */
export interface PageUser {
  user_id: number;
  username: string;
  /** Only for a moderator: the site then offers Delete on every comment (comment.php allows it). */
  role?: 'moderator';
}

/**
 * The signed-in member as the page constants carry them: user_id and username, plus
 * `role: 'moderator'` for a moderator alone, so a member's constants stay the spec's two
 * fields. The server still checks the role on every act; this only decides what is shown.
 */
export function pageUser(member: Member | null): PageUser | null {
  if (!member) return null;
  const user: PageUser = { user_id: member.user_id, username: member.username };
  if (member.role === 'moderator') user.role = 'moderator';
  return user;
}
