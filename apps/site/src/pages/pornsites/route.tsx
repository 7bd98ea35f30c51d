import {
  type ChannelCard,
  type ChannelSort,
  type ChannelsAnswer,
  channelsPath,
  DEFAULTS,
  LIFETIME,
  SERVICE_DEFAULT_COUNT,
} from '@tubekit/contract';
import type { ListPage } from '../../components/paged-listing.tsx';
import { SortedListPage, sortedListParams } from '../../components/sorted-list-page.tsx';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { existingPage } from '../../router/outcome.ts';
import { usePageData } from '../../router/site-state.ts';
import { useApi } from '../../site-context.tsx';
import { ChannelGrid } from './channel-card.tsx';
import { CHANNEL_SORT_OPTIONS, channelSortLabel, channelsHref, isChannelSort } from './channel-sorts.ts';

/**
 * Channels per page. The spec gives no page size for the channel list, only the channels
 * service default (section 9), so the page asks for that.
 */
export const CHANNELS_PER_PAGE = SERVICE_DEFAULT_COUNT.channels;

/** json/channels of one page of every channel. */
function listPath(sort: ChannelSort, page: number): string {
  return channelsPath.build({
    lifetime: LIFETIME.channels,
    gender: DEFAULTS.gender,
    sort,
    count: CHANNELS_PER_PAGE,
    section: 'all',
    object_id: '',
    page,
  });
}

/** The channels answer as a listing page. */
function toListPage(answer: ChannelsAnswer): ListPage<ChannelCard> {
  return 'error' in answer ? answer : { items: answer.channels, total_count: answer.total_count };
}

/** /pornsites/{sort}/{page}/: an unknown sort is the 404 (no API call). */
export const loader = (async ({ params, api }) => {
  const { sort, page } = sortedListParams(params, isChannelSort);
  const answer = toListPage(await api.get<ChannelsAnswer>(listPath(sort, page)));
  return { answer: existingPage(answer, page), page, sort };
}) satisfies PageLoader;

const TITLE = 'Channels';

/** "Channels {sort}". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  const label = channelSortLabel(data.sort);
  return {
    title: `${TITLE} ${label}`,
    description: `Every porn site and studio channel, ${label.toLowerCase()}, ${CHANNELS_PER_PAGE} per page.`,
    page: data.page,
  };
}

/** The channel list with its sort selector, pager and load more. */
export default function ChannelsPage() {
  const { answer, page, sort } = usePageData<typeof loader>();
  const api = useApi();
  return (
    <SortedListPage
      pageClass="page--pornsites"
      title={TITLE}
      options={CHANNEL_SORT_OPTIONS}
      sort={sort}
      sortLabel={channelSortLabel(sort)}
      listHref={channelsHref}
      answer={answer}
      page={page}
      pageSize={CHANNELS_PER_PAGE}
      keyOf={(c) => c.channel_id}
      renderItems={(channels) => <ChannelGrid channels={channels} />}
      fetchPage={async (p) => toListPage(await api.get<ChannelsAnswer>(listPath(sort, p)))}
    />
  );
}
