/** Sections of the list paths: which object a list belongs to. */

/** '' is the whole catalogue; members is a user's uploads; search only via videos2.php. */
export const VIDEO_SECTIONS = ['', 'categories', 'models', 'channels', 'members', 'search'] as const;
export type VideoSection = (typeof VIDEO_SECTIONS)[number];

/** all, hd (has a 720p or better source), vr (VR videos). */
export const VIDEO_TYPES = ['all', 'hd', 'vr'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const CHANNEL_SECTIONS = ['all', 'categories'] as const;
export type ChannelSection = (typeof CHANNEL_SECTIONS)[number];

/** all members, or the community listing (members with uploads). */
export const MEMBER_SECTIONS = ['all', 'community'] as const;
export type MemberSection = (typeof MEMBER_SECTIONS)[number];

export const PLAYLIST_SECTIONS = ['all', 'members'] as const;
export type PlaylistSection = (typeof PLAYLIST_SECTIONS)[number];

export const COMMENT_SECTIONS = ['videos', 'models', 'channels', 'members', 'playlists'] as const;
export type CommentSection = (typeof COMMENT_SECTIONS)[number];

/** Sections of input.php stats (views, votes, subscriptions, favourites): what takes comments, and more. */
export const STAT_SECTIONS = [...COMMENT_SECTIONS, 'comments', 'categories'] as const;
export type StatSection = (typeof STAT_SECTIONS)[number];
