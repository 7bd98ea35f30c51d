import type { MemberSample } from './member-sample.ts';
import type { PageRequest, Scenario } from './page-latency.ts';

/** Text as React writes it into HTML, so a title can be found in the rendered page. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[c]};`,
  );
}

/**
 * What a browser sends for a page: HTML first, the encodings a browser accepts (the server
 * compresses pages per request with brotli 5, part of what a page costs), and `_agev=1`
 * (the age gate passed) on members' and visitors' requests alike, so the session cookie is
 * the one difference between their video pages.
 */
function pageHeaders(cookie: string): Record<string, string> {
  return {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
    cookie,
  };
}

/**
 * The page constants' user (spec section 6) at the end of the root data, just before the
 * route: a video's uploader is a `"user":{...}` too, so the bare object would not prove
 * whose page it is. A visitor's page has `"user":null` there.
 */
function memberMarkOf(sample: MemberSample): string {
  return `"user":{"user_id":${sample.member.user_id},"username":"${sample.member.username}"}},"route":`;
}
const VISITOR_MARK = '"user":null},"route":';

/** A video page, checked: its title, and a member's mark or the visitor's null user. */
function videoPageRequest(
  video: MemberSample['videos'][number],
  cookie: string,
  memberMark: string | null,
): PageRequest {
  return {
    path: `/video/${video.video_id}/${video.dir}/`,
    headers: pageHeaders(cookie),
    expect: [escapeHtml(video.title), memberMark ?? VISITOR_MARK],
  };
}

/**
 * The bench's four scenarios, in the order they are run and printed: (a) the member's own
 * profile signed in, (b) the sampled video pages signed in, (c) the same video pages for a
 * visitor, the reference a member's page is compared with, and (d) POST member.php
 * section=profile, the JSON the owner's profile page reads (rendering it in-process is the
 * rest of (a)'s time), for the floor. Each answer's check proves whose page it was: the
 * profile's page data says the viewer is its owner, the member's pages name them in the
 * page constants, the visitor's never do.
 */
export function memberScenarios(sample: MemberSample, session: string): Scenario[] {
  const { user_id, username } = sample.member;
  const signedIn = `_agev=1; ${session}`;
  const memberMark = memberMarkOf(sample);
  const videoPage = (member: boolean) =>
    sample.videos.map((v) => videoPageRequest(v, member ? signedIn : '_agev=1', member ? memberMark : null));
  return [
    {
      name: 'own profile, signed in',
      requests: [
        {
          path: `/members/${user_id}/`,
          headers: pageHeaders(signedIn),
          expect: ['"relation":"owner"', memberMark],
        },
      ],
    },
    { name: 'video page, signed in', requests: videoPage(true) },
    { name: 'video page, visitor', requests: videoPage(false) },
    {
      name: 'profile JSON (member.php)',
      requests: [
        {
          path: '/member.php',
          form: { section: 'profile', user_id: String(user_id) },
          headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', cookie: signedIn },
          expect: ['"relation":"owner"', `"username":"${username}"`],
        },
      ],
    },
  ];
}

/**
 * First visits: `videos` (pages no one has asked for) taken in turn by the member and a
 * visitor, so each page's JSON (the video, its related list, its sources) is computed for
 * whichever comes, as for most pages of a million-video site. Even indexes are the
 * member's, odd ones the visitor's.
 */
export function coldVideoRequests(
  sample: MemberSample,
  videos: MemberSample['videos'],
  session: string,
): PageRequest[] {
  const memberMark = memberMarkOf(sample);
  return videos.map((v, i) =>
    i % 2 === 0
      ? videoPageRequest(v, `_agev=1; ${session}`, memberMark)
      : videoPageRequest(v, '_agev=1', null),
  );
}
