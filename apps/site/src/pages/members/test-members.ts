import type { Member } from '@tubekit/contract';
import { fakeApi } from '../../components/test-page.tsx';
import { recordingApi } from '../../library/test-api.ts';

/** A member with every profile field filled in, for the profile page tests. */
export function testMember(overrides: Partial<Member> = {}): Member {
  return {
    user_id: 7,
    username: 'AnnaBell',
    about_me: 'Line one\nLine two <b>not bold</b>',
    description: '',
    country: 'fr',
    gender: 'woman',
    age: '30',
    relationship: 'single',
    avatar: '',
    orientation: 'bisexual',
    object_id: '7',
    birth_date: '1995-04-02',
    education: 'Art school',
    website: 'https://example.test/anna',
    city: 'Lyon',
    interests: 'Film, travel',
    occupation: 'Designer',
    cover: '',
    added_date: '2024-05-01T10:00:00Z',
    statistics: { videos: 3, subscribers: 12, viewed: 1500 },
    ...overrides,
  };
}

/**
 * A fake API for the member pages: member.php answers `relation` (with the member when it
 * is 'owner'), json/member the member, an unknown id not_found.
 */
export function memberApi(relation: 'owner' | 'member' | 'friend', member = testMember()) {
  return fakeApi((path) => {
    if (path === 'member.php') return relation === 'owner' ? { member, relation } : { relation };
    if (path === `json/member/7200/profile/0/${member.user_id}.json`) return { member };
    return { error: true, code: 'not_found' };
  });
}

/**
 * For the library and bookmarks tab tests: member.php says how the viewer is related,
 * json/library answers `list`, input.php `{ ok: true }`; the calls are recorded.
 */
export function libraryApi(relation: 'owner' | 'member' | 'friend', list: unknown) {
  const member = testMember();
  return recordingApi((path) => {
    if (path === 'member.php') return relation === 'owner' ? { member, relation } : { relation };
    if (path.startsWith('json/member/')) return { member };
    if (path.startsWith('json/library/')) return list;
    if (path === 'input.php') return { ok: true };
    return { error: true, code: 'not_found' };
  });
}
