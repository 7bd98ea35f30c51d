import { LIFETIME } from '@tubekit/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  countsWithOwnVote,
  MAX_OWN_VOTES,
  OWN_VOTES_KEY,
  type OwnVote,
  ownVoteKey,
  readOwnVote,
  rememberOwnVote,
} from './own-votes.ts';

const liked: OwnVote = { vote: 1, likes: 4, dislikes: 1, at: 1_000_000 };
const DAY_MS = LIFETIME.video * 1000;

describe('own votes', () => {
  beforeEach(() => localStorage.clear());

  it('keys a member vote by account and a visitor vote by browser', () => {
    expect(ownVoteKey(7, 1001)).toBe('u7:1001');
    expect(ownVoteKey(undefined, 1001)).toBe('v:1001');
  });

  it('remembers a vote and reads it back; another key has none', () => {
    rememberOwnVote('v:1001', liked);
    expect(readOwnVote('v:1001')).toEqual(liked);
    expect(readOwnVote('v:1002')).toBeNull();
    expect(readOwnVote('u7:1001')).toBeNull();
  });

  it('reads nothing from bad JSON or malformed records instead of throwing', () => {
    localStorage.setItem(OWN_VOTES_KEY, '{not json');
    expect(readOwnVote('v:1')).toBeNull();
    localStorage.setItem(OWN_VOTES_KEY, JSON.stringify({ 'v:1': { vote: 5, likes: 1, dislikes: 0, at: 1 } }));
    expect(readOwnVote('v:1')).toBeNull();
    localStorage.setItem(OWN_VOTES_KEY, JSON.stringify([liked]));
    expect(readOwnVote('0')).toBeNull();
  });

  it(`keeps the ${MAX_OWN_VOTES} newest votes and forgets the oldest`, () => {
    for (let i = 0; i <= MAX_OWN_VOTES; i++) rememberOwnVote(`v:${i}`, { ...liked, at: i });
    expect(readOwnVote('v:0')).toBeNull();
    expect(readOwnVote('v:1')).not.toBeNull();
    expect(readOwnVote(`v:${MAX_OWN_VOTES}`)).not.toBeNull();
    expect(Object.keys(JSON.parse(localStorage.getItem(OWN_VOTES_KEY) ?? '{}'))).toHaveLength(MAX_OWN_VOTES);
  });

  it('shows the cached counts when there is no vote', () => {
    expect(countsWithOwnVote({ likes: 3, dislikes: 1 }, null, liked.at)).toEqual({ likes: 3, dislikes: 1 });
  });

  it('lifts counts cached before the vote to the ones answered at vote time (like 3 → 4, reload still 4)', () => {
    expect(countsWithOwnVote({ likes: 3, dislikes: 1 }, liked, liked.at + 1000)).toEqual({
      likes: 4,
      dislikes: 1,
    });
  });

  it('does not count the vote twice once the cached counts include it (or others voted since)', () => {
    expect(countsWithOwnVote({ likes: 4, dislikes: 1 }, liked, liked.at + 1000)).toEqual({
      likes: 4,
      dislikes: 1,
    });
    expect(countsWithOwnVote({ likes: 9, dislikes: 2 }, liked, liked.at + 1000)).toEqual({
      likes: 9,
      dislikes: 2,
    });
  });

  it('trusts the cached counts once the video JSON lifetime has passed since the vote', () => {
    expect(countsWithOwnVote({ likes: 3, dislikes: 1 }, liked, liked.at + DAY_MS - 1)).toEqual({
      likes: 4,
      dislikes: 1,
    });
    expect(countsWithOwnVote({ likes: 3, dislikes: 1 }, liked, liked.at + DAY_MS)).toEqual({
      likes: 3,
      dislikes: 1,
    });
  });
});
