import { hashPassword } from '../accounts/password.ts';

/**
 * The documented demo accounts (README, and printed when the seed runs): a member and a
 * moderator (the upload moderation's reviewer). Every other seeded user is a real account
 * too, with the member's password, so any name on the site can be signed in to. Demo data
 * only: a site with its own catalogue has none of these.
 */
export const DEMO_ACCOUNTS = {
  member: { username: 'demo', password: 'demo-password' },
  moderator: { username: 'moderator', password: 'moderator-password' },
} as const;

/** Password hashes of the demo accounts (argon2id, made once per seed, each with its own salt). */
export interface DemoAccountHashes {
  member: string;
  moderator: string;
}

/** Hashes the demo passwords (about 30 ms). */
export async function demoAccountHashes(): Promise<DemoAccountHashes> {
  const [member, moderator] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.member.password),
    hashPassword(DEMO_ACCOUNTS.moderator.password),
  ]);
  return { member, moderator };
}

/** The line the seed prints: how to sign in to the demo. */
export function demoAccountsLine(): string {
  const { member, moderator } = DEMO_ACCOUNTS;
  return (
    `[seed] demo accounts: ${member.username} / ${member.password} (member), ` +
    `${moderator.username} / ${moderator.password} (moderator); every other seeded user's password is ${member.password}`
  );
}
