/**
 * Answers of the social and member calls of spec section 7: members lists, one member's
 * public profile, comments, playlists, subscriptions and the input.php stat answers.
 * Every list answer may also carry the spec's `{error, code}` instead of data.
 */

import type { ErrorAnswer } from './answers-catalog.ts';
import type { Video } from './entities.ts';
import type { ErrorCode, MemberStatErrorCode } from './error-codes.ts';

/** The spec's error shape as it appears on the wire (the same as the catalogue calls'). */
export type SocialError = ErrorAnswer;

/**
 * Stored values of the profile fields that the members filter reads. The users table keeps
 * words, not filter numbers, because the profile shows them as they are:
 * gender `man|woman|shemale` (filter 1-3), relationship `single|married|open` (1-3),
 * orientation `not sure|hetero|gay|lesbian|bisexual` (1-5), age a number of years as text,
 * country a lowercase two-letter code, avatar a path or '' (filter yes/no).
 */
export const MEMBER_FIELD_WORDS = {
  gender: { 1: 'man', 2: 'woman', 3: 'shemale' },
  relationship: { 1: 'single', 2: 'married', 3: 'open' },
  orientation: { 1: 'not sure', 2: 'hetero', 3: 'gay', 4: 'lesbian', 5: 'bisexual' },
} as const;

/** Counters shown on a member card and profile. */
export interface MemberStatistics {
  /** Active (public, moderated) uploads. */
  videos: number;
  subscribers: number;
  /** Profile views. */
  viewed: number;
}

/**
 * A member's public profile (spec section 3 "Member / user"). Never carries the e-mail or
 * the password hash. Unset fields are empty strings, as the spec's default profile says.
 */
export interface Member {
  user_id: number;
  username: string;
  about_me: string;
  description: string;
  // Default profile fields.
  country: string;
  gender: string;
  age: string;
  relationship: string;
  avatar: string;
  orientation: string;
  /** The id other calls use for this member (comments, subscriptions): the user id as text. */
  object_id: string;
  // Info fields and profile labels.
  birth_date: string;
  education: string;
  website: string;
  city: string;
  interests: string;
  occupation: string;
  cover: string;
  /** Sign-up time, ISO 8601 UTC ('' when unknown), like a video's post_date. */
  added_date: string;
  statistics: MemberStatistics;
}

/** GET json/members/... : one page of members and the total matching the filter. */
export interface MembersAnswer {
  members: Member[];
  total_count: number;
}

/** GET json/member/{lifetime}/profile/{thousand}/{user_id}.json */
export type MemberAnswer = { member: Member } | SocialError;

/** One comment, with its author's name and avatar. */
export interface Comment {
  comment_id: number;
  section: string;
  object_id: number;
  user_id: number;
  username: string;
  avatar: string;
  text: string;
  likes: number;
  dislikes: number;
  /** ISO 8601 UTC, like a video's post_date. */
  added_date: string;
}

/**
 * GET json/comments/...[?page=N] : one page of an object's comments, newest first
 * (COMMENTS_PAGE_SIZE per page, page 1 when absent), and how many it has in all.
 */
export interface CommentsAnswer {
  comments: Comment[];
  total_count: number;
}

/** A public playlist card. */
export interface Playlist {
  id: number;
  title: string;
  description: string;
  user: { user_id: number; username: string };
  /** str, gay or she. */
  gender: string;
  /** 0 public, 1 private (only its owner ever reads a private one, through `jsond`). */
  is_private: number;
  total_videos: number;
  video_viewed: number;
  rating: number;
  /** ISO 8601 UTC, like a video's post_date. */
  added_date: string;
}

/** GET json/playlists/... */
export interface PlaylistsAnswer {
  playlists: Playlist[];
  total_count: number;
}

/**
 * GET json/playlist/{lifetime}/{thousand}/{id}.json : private playlists answer not_found; the
 * videos are the catalogue's Video cards, active ones only, in playlist order.
 */
export type PlaylistAnswer = { playlist: Playlist & { videos: Video[] } } | SocialError;

/** One subscribed object: a channel or model (dir) or a member (user id as text). */
export interface SubscriptionItem {
  object_id: number;
  dir: string;
  title: string;
  thumbnail: string;
  /** ISO 8601 UTC, like a video's post_date. */
  added_date: string;
}

/** GET json/subscriptions/... : one user's subscriptions grouped by section. */
export interface SubscriptionsAnswer {
  subscriptions: {
    channels: SubscriptionItem[];
    models: SubscriptionItem[];
    members: SubscriptionItem[];
  };
  total_count: number;
}

/** Likes and dislikes after a vote, for the client's `vote(section, id, vote, statistics)`. */
export interface VoteStatistics {
  likes: number;
  dislikes: number;
}

/**
 * POST input.php answers. Success: `{ok: true}` (a vote adds its new statistics).
 * Failure: `{error: true, code, field?}` with a StatErrorCode.
 */
export interface StatAnswer {
  ok?: true;
  error?: true;
  code?: StatErrorCode;
  field?: string;
  statistics?: VoteStatistics;
}

/**
 * Codes input.php answers with today (rate_limited: over the per-address limits). The
 * client shows `notify.vote_<code>` / `notify.subscribe_<code>` for them.
 */
export const STAT_ERROR_CODES = [
  'invalid_param',
  'not_found',
  'already_voted',
  'not_logged_in',
  'rate_limited',
  'already_added',
  'list_full',
] as const satisfies readonly ErrorCode[];

/** A code of an input.php answer: today's, and those a member's acts will add. */
export type StatErrorCode = (typeof STAT_ERROR_CODES)[number] | MemberStatErrorCode;

/** The acts input.php knows; the library's (`LIBRARY_ACTS`, library.ts) are members' only. */
export const STAT_ACTS = [
  'view',
  'vote',
  'subscribe',
  'unsubscribe',
  'favourite',
  'watch_later',
  'history',
  'bookmark',
] as const;
export type StatAct = (typeof STAT_ACTS)[number];
