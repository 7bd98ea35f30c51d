/**
 * A member's profile space (issue #17): the tabs of /members/{id}/ and who may see each,
 * POST member.php (read one's own profile or another's relation, edit the profile, upload
 * the avatar or cover) and the rules of the profile fields that client and server both check.
 */

import type { AccountFieldError } from './accounts.ts';
import type { Member } from './answers-social.ts';
import type { LoginErrorCode } from './error-codes.ts';

/** The tabs of /members/{id}/ (spec section 2), in the order the profile shows them. */
export const MEMBER_TABS = [
  'info',
  'wall',
  'friends',
  'subscriptions',
  'uploaded_videos',
  'favourite_videos',
  'playlists',
  'history',
  'watch_later_videos',
  'bookmarks',
  'messages',
  'edit',
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

/** Who is looking at a profile: nobody signed in, another member, a friend, or its owner. */
export type MemberRelation = 'visitor' | 'member' | 'friend' | 'owner';

/**
 * Who may see each tab. Visitors see none (spec section 2: member pages are members only).
 * What another member sees is what the member shows publicly anyway (the info, wall, friends,
 * subscriptions, uploads, playlists); favourites are shared with friends; history, watch
 * later, bookmarks (of models and channels), messages (spec section 2: "the profile also
 * offers messages") and the edit form are the owner's alone.
 */
export const TAB_VIEWERS: Readonly<Record<MemberTab, readonly MemberRelation[]>> = {
  info: ['member', 'friend', 'owner'],
  wall: ['member', 'friend', 'owner'],
  friends: ['member', 'friend', 'owner'],
  subscriptions: ['member', 'friend', 'owner'],
  uploaded_videos: ['member', 'friend', 'owner'],
  playlists: ['member', 'friend', 'owner'],
  favourite_videos: ['friend', 'owner'],
  history: ['owner'],
  watch_later_videos: ['owner'],
  bookmarks: ['owner'],
  messages: ['owner'],
  edit: ['owner'],
};

/** Whether `relation` may see `tab` (the others answer "You do not have permission to view."). */
export function canViewTab(tab: MemberTab, relation: MemberRelation): boolean {
  return TAB_VIEWERS[tab].includes(relation);
}

/** The tabs `relation` may see, in profile order. */
export function visibleTabs(relation: MemberRelation): MemberTab[] {
  return MEMBER_TABS.filter((tab) => canViewTab(tab, relation));
}

/** POST member.php (form-encoded, or multipart for the images). */
export const MEMBER_PHP = 'member.php';

/**
 * The `section` field of member.php: `profile` reads (`user_id`), `edit` saves the profile
 * fields, `u_ava` / `u_cover` upload the avatar / cover (spec section 7, multipart `file`).
 */
export const MEMBER_PHP_SECTIONS = ['profile', 'edit', 'u_ava', 'u_cover'] as const;
export type MemberPhpSection = (typeof MEMBER_PHP_SECTIONS)[number];

/**
 * POST member.php section=profile with `user_id`: the owner gets their own profile, fresh
 * from the database (spec section 6); another member gets only the relation and reads the
 * profile from the cached json/member path.
 */
export type MemberProfileAnswer =
  | { member: Member; relation: 'owner' }
  | { relation: 'member' | 'friend' }
  | { error: true; code: string; field?: string };

/** A profile as a profile page shows it: the member and how the viewer is related to them. */
export interface MemberProfile extends Member {
  relation: MemberRelation;
}

/** The editable profile fields (spec section 3, "User profile labels"), in form order. */
export const PROFILE_FIELDS = [
  'about_me',
  'birth_date',
  'gender',
  'relationship',
  'orientation',
  'city',
  'country',
  'education',
  'occupation',
  'interests',
  'website',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The profile as the edit form sends it: every field a string ('' clears it). */
export type ProfileForm = Record<ProfileField, string>;

/**
 * Length rules of the free-text fields (the generic field check of spec section 5: none is
 * required, an empty value clears the field). Lengths are counted in characters (code
 * points) after trimming.
 */
export const PROFILE_LENGTHS: Readonly<Record<string, { min: number; max: number }>> = {
  about_me: { min: 0, max: 1000 },
  city: { min: 2, max: 64 },
  education: { min: 2, max: 128 },
  occupation: { min: 2, max: 128 },
  interests: { min: 2, max: 500 },
  website: { min: 0, max: 255 },
};

/**
 * The codes of a profile or image answer beyond the account ones: `invalid_value` a choice
 * not in its list, a date that is no calendar day, or a website that is not http(s);
 * `under_age` a birth date under 18 years ago (spec section 9); `image_load_failed` a file
 * that is not an image we can decode; `image_resize_failed` an image that could not be
 * resized; `image_too_small` under the image's minimum size (`width`/`height` say it);
 * `file_too_large` a file over IMAGE_RULES.maxBytes (status 413); `file_required` no file.
 */
export type ProfileErrorCode =
  | LoginErrorCode
  | 'invalid_value'
  | 'under_age'
  | 'image_load_failed'
  | 'image_resize_failed'
  | 'image_too_small'
  | 'file_too_large'
  | 'file_required';

/** One field's error of a member.php answer (the account answers' shape, wider codes). */
export interface ProfileFieldError extends Omit<AccountFieldError, 'code'> {
  code: ProfileErrorCode;
  width?: number;
  height?: number;
}

/** What member.php answers to edit, u_ava and u_cover. */
export type ProfileSaveAnswer =
  | { success: true; member: Member }
  | { error: true; codes: ProfileFieldError[] };

/**
 * The avatar and cover rules: at most 10 MB per file (`maxBytes`, ours: a phone photo is
 * 3 to 8 MB); the cover at least 1250x250 (spec sections 5 and 9) and stored at 1250x250;
 * the avatar at least 100x100, cropped to a square and stored at 300x300. At most 50
 * megapixels are decoded (a small file can claim a huge canvas).
 */
export const IMAGE_RULES = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 50_000_000,
  cover: { minWidth: 1250, minHeight: 250, width: 1250, height: 250 },
  avatar: { minWidth: 100, minHeight: 100, width: 300, height: 300 },
} as const;

/** The youngest a member may say they are (spec section 9, age threshold). */
export const MIN_MEMBER_AGE = 18;
