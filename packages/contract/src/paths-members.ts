/** The members' path shapes of spec section 7: the member listings and one member's profile. */
import { MEMBER_SORTS } from './constants.ts';
import { idFields, idShape } from './object-path-shapes.ts';
import { COUNT_CAPS, countUpTo, ext, filter, jsonPath, lifetime, page, shape } from './path-shapes.ts';
import { oneOf } from './path-template.ts';
import { MEMBER_SECTIONS, type MemberSection } from './sections.ts';

/** Params of json/members: one page of the member listing (all members or the community). */
export interface MembersParams {
  lifetime: number;
  section: MemberSection;
  /** Dot-separated filter fields, see `MemberFilter`; seven dots when empty. */
  filter: string;
  sort: (typeof MEMBER_SORTS)[number];
  count: number;
  page: number;
}
/** GET json/members/{lifetime}/{section}/filt{filterStr}/{sort}/{count}/{page}.json (optional ?search=) */
export const membersPath = jsonPath<MembersParams>(
  'json/members/{lifetime}/{section}/filt{filter}/{sort}/{count}/{page}.{ext}',
  {
    lifetime,
    section: oneOf(MEMBER_SECTIONS),
    filter,
    sort: oneOf(MEMBER_SORTS),
    count: countUpTo(COUNT_CAPS.members),
    page,
    ext,
  },
);

/** Params of json/member: one member's public data. */
export interface MemberParams {
  lifetime: number;
  /** profile: the public profile of a member. */
  section: 'profile';
  user_id: number;
}
/** GET json/member/{lifetime}/{section}/{thousand bucket}/{user_id}.json */
export const memberPath = shape(
  idShape('member', ['profile'], 'thousand'),
  (p: MemberParams) => ({ ...idFields(p.lifetime, p.user_id), section: p.section }),
  (f) => ({ lifetime: f.lifetime, section: f.section as 'profile', user_id: f.id }),
);
