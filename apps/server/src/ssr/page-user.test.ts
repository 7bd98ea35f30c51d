import { describe, expect, it } from 'vitest';
import { pageUser } from './page-user.ts';

describe('pageUser', () => {
  it("gives a member's page constants the spec's user_id and username alone", () => {
    expect(pageUser({ user_id: 3, username: 'ann', role: 'member' })).toEqual({
      user_id: 3,
      username: 'ann',
    });
  });

  it('adds role: moderator for a moderator, so the site shows Delete on every comment', () => {
    expect(pageUser({ user_id: 2, username: 'mod', role: 'moderator' })).toEqual({
      user_id: 2,
      username: 'mod',
      role: 'moderator',
    });
  });

  it('is null for a visitor', () => {
    expect(pageUser(null)).toBeNull();
  });
});
