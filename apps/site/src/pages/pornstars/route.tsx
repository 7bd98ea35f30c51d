import {
  DEFAULTS,
  formatModelFilter,
  LIFETIME,
  type ModelCard,
  type ModelFilter,
  type ModelsAnswer,
  modelsPath,
  PAGE_SIZE,
} from '@tubekit/contract';
import { type ListPage, PagedListing } from '../../components/paged-listing.tsx';
import { sortedListParams } from '../../components/sorted-list-page.tsx';
import { t } from '../../i18n/t.ts';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { existingPage } from '../../router/outcome.ts';
import { usePageData } from '../../router/site-state.ts';
import { useApi } from '../../site-context.tsx';
import { ModelGrid } from './model-card.tsx';
import { ModelFilterBar } from './model-filter-bar.tsx';
import {
  filterFromSearch,
  hasFilter,
  isModelListSort,
  type ModelListSort,
  modelListSortLabel,
  modelsHref,
} from './model-filters.ts';

/** json/models of one page of models (30 per page, spec section 9). */
function listPath(sort: ModelListSort, filter: ModelFilter, page: number): string {
  return modelsPath.build({
    lifetime: LIFETIME.models,
    gender: DEFAULTS.gender,
    filter: formatModelFilter(filter),
    sort,
    count: PAGE_SIZE.performers,
    page,
  });
}

/** The models answer as a listing page. */
function toListPage(answer: ModelsAnswer): ListPage<ModelCard> {
  return 'error' in answer ? answer : { items: answer.models, total_count: answer.total_count };
}

/** /pornstars/{sort}/{page}/?gender=&hair=...: an unknown sort is the 404. */
export const loader = (async ({ params, url, api }) => {
  const { sort, page } = sortedListParams(params, isModelListSort);
  const filter = filterFromSearch(url.searchParams);
  const answer = toListPage(await api.get<ModelsAnswer>(listPath(sort, filter, page)));
  return { answer: existingPage(answer, page), page, sort, filter };
}) satisfies PageLoader;

const TITLE = 'Pornstars';

/** "Pornstars {sort}"; filtered pages are variants of the list, not worth indexing. */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  const label = modelListSortLabel(data.sort);
  return {
    title: `${TITLE} ${label}`,
    description: `Every performer, ${label.toLowerCase()}, ${PAGE_SIZE.performers} per page.`,
    page: data.page,
    noindex: hasFilter(data.filter),
  };
}

/** The model list with its sort and filter selectors. */
export default function ModelsPage() {
  const { answer, page, sort, filter } = usePageData<typeof loader>();
  const api = useApi();
  const title = `${TITLE} ${modelListSortLabel(sort)}`;
  return (
    <section className="page page--pornstars">
      <h1>{TITLE}</h1>
      <ModelFilterBar sort={sort} filter={filter} />
      <PagedListing
        answer={answer}
        page={page}
        pageSize={PAGE_SIZE.performers}
        keyOf={(m) => m.model_id}
        renderItems={(models) => <ModelGrid models={models} />}
        href={(p) => modelsHref(sort, p, filter)}
        fetchPage={async (p) => toListPage(await api.get<ModelsAnswer>(listPath(sort, filter, p)))}
        loadMoreLabel={t('listing.load_more')}
        title={title}
        emptyText={t(hasFilter(filter) ? 'listing.no_result' : 'listing.empty')}
      />
    </section>
  );
}
