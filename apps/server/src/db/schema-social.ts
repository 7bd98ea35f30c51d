import type { Generated } from 'kysely';

/** The members' and social tables of the schema (`Database` in `schema.ts` names them all). */

export interface UsersTable {
  user_id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  /** 1 confirmed, 0 waiting for e-mail confirmation. */
  email_confirmed: number;
  /** 0 normal member, 1 special user (player shows related instead of the countdown). */
  user_type: number;
  /** `member` or `moderator` (008). */
  role: Generated<string>;
  /** 1 when a moderator banned the member: no sign-in, no upload (014). */
  banned: Generated<number>;
  about_me: string;
  description: string;
  country: string;
  gender: string;
  age: string;
  birth_date: string;
  relationship: string;
  orientation: string;
  education: string;
  interests: string;
  occupation: string;
  city: string;
  website: string;
  avatar: string;
  cover: string;
  subscribers: number;
  video_viewed: number;
  added_date: number;
}

export interface CommentsTable {
  comment_id: Generated<number>;
  /** videos, models, channels, members, playlists; wall (a reply, object_id the wall post). */
  section: string;
  object_id: number;
  user_id: number;
  text: string;
  likes: number;
  dislikes: number;
  added_date: number;
}

export interface PlaylistsTable {
  playlist_id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  /** str, gay or she: the dominant gender of its videos, for the gender path segment. */
  gender: string;
  is_private: number;
  total_videos: number;
  video_viewed: number;
  rating: number;
  added_date: number;
}

export interface PlaylistVideosTable {
  playlist_id: number;
  video_id: number;
  position: number;
  added_date: number;
}

export interface SubscriptionsTable {
  subscription_id: Generated<number>;
  user_id: number;
  /** channels, models or members. */
  section: string;
  object_id: number;
  added_date: number;
}

export interface VotesTable {
  /** videos, models, channels, playlists, comments. */
  section: string;
  object_id: number;
  /**
   * Who voted: `u<user_id>` for members, `c<visitor cookie id>` for visitors (migration 006
   * on; rows before it hold `v<hash of ip+user agent>`).
   */
  voter: string;
  vote: number;
  added_date: number;
}

/** Addresses that voted (migration 006): the "once per item" rule per address, and the hourly cap. */
export interface VoteIpsTable {
  section: string;
  object_id: number;
  /** HMAC of the address (IPv6 per /64) under a key derived from the server secret. */
  ip_hash: string;
  /** Unix seconds of the last vote counted from this address on this object. */
  added_date: number;
}
