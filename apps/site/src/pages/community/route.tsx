import {
  DEFAULTS,
  LIFETIME,
  type Member,
  type MemberSort,
  type MembersAnswer,
  membersPath,
  SERVICE_DEFAULT_COUNT,
  type SocialError,
} from '@tubekit/contract';
import type { ListPage } from '../../components/paged-listing.tsx';
import { SortedListPage, sortedListParams } from '../../components/sorted-list-page.tsx';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { existingPage } from '../../router/outcome.ts';
import { usePageData } from '../../router/site-state.ts';
import { useApi } from '../../site-context.tsx';
import { MemberGrid } from './member-card.tsx';
import { communityHref, isMemberSort, MEMBER_SORT_OPTIONS, memberSortLabel } from './member-sorts.ts';

/**
 * Members per page. The spec gives no page size for the community listing, only the
 * members service default (section 9), so the page asks for that.
 */
export const MEMBERS_PER_PAGE = SERVICE_DEFAULT_COUNT.members;

/** json/members of one community page: members with uploads, no filter (seven dots). */
function listPath(sort: MemberSort, page: number): string {
  return membersPath.build({
    lifetime: LIFETIME.members,
    section: 'community',
    filter: DEFAULTS.memberFilter,
    sort,
    count: MEMBERS_PER_PAGE,
    page,
  });
}

/** The members answer as a listing page. */
function toListPage(answer: MembersAnswer | SocialError): ListPage<Member> {
  return 'error' in answer ? answer : { items: answer.members, total_count: answer.total_count };
}

/** /community/{sort}/{page}/: an unknown sort is the 404 (no API call). */
export const loader = (async ({ params, api }) => {
  const { sort, page } = sortedListParams(params, isMemberSort);
  const answer = toListPage(await api.get<MembersAnswer | SocialError>(listPath(sort, page)));
  return { answer: existingPage(answer, page), page, sort };
}) satisfies PageLoader;

const TITLE = 'Community';

/** "Community {sort}". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  const label = memberSortLabel(data.sort);
  return {
    title: `${TITLE} ${label}`,
    description: `Members who upload videos, ${label.toLowerCase()}, ${MEMBERS_PER_PAGE} per page.`,
    page: data.page,
  };
}

/** The community listing: members with uploads, with the sort selector, pager and load more. */
export default function CommunityPage() {
  const { answer, page, sort } = usePageData<typeof loader>();
  const api = useApi();
  return (
    <SortedListPage
      pageClass="page--community"
      title={TITLE}
      options={MEMBER_SORT_OPTIONS}
      sort={sort}
      sortLabel={memberSortLabel(sort)}
      listHref={communityHref}
      answer={answer}
      page={page}
      pageSize={MEMBERS_PER_PAGE}
      keyOf={(m) => m.user_id}
      renderItems={(members) => <MemberGrid members={members} />}
      fetchPage={async (p) => toListPage(await api.get<MembersAnswer | SocialError>(listPath(sort, p)))}
    />
  );
}
