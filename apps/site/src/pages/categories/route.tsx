import { type CategoriesAnswer, categoriesPath, DEFAULTS, LIFETIME } from '@tubekit/contract';
import { CategoryCard } from '../../components/category-card.tsx';
import { cardLoading, EntityGrid } from '../../components/entity-card.tsx';
import { EMPTY_LIST_TEXT } from '../../components/video-grid.tsx';
import type { PageLoader, PageMeta } from '../../route-module.ts';
import { usePageData } from '../../router/site-state.ts';

/** Every category A-Z (json/categories, section all). */
export const loader = (async ({ api }) => {
  const answer = await api.get<CategoriesAnswer>(
    categoriesPath.build({
      lifetime: LIFETIME.categories,
      gender: DEFAULTS.gender,
      section: 'all',
      lang: DEFAULTS.lang,
    }),
  );
  return { categories: 'error' in answer ? [] : answer.categories };
}) satisfies PageLoader;

/** The index's meta. */
export function meta(): PageMeta {
  return { title: 'Categories', description: 'Every video category, A to Z.' };
}

/** /categories/: the category index. */
export default function CategoriesPage() {
  const { categories } = usePageData<typeof loader>();
  return (
    <section className="page page--categories">
      <h1>Categories</h1>
      {categories.length === 0 ? (
        <p className="video-grid__empty">{EMPTY_LIST_TEXT}</p>
      ) : (
        <EntityGrid
          block="category"
          items={categories}
          keyOf={(c) => c.category_id}
          card={(c, index) => <CategoryCard category={c} loading={cardLoading(index)} />}
        />
      )}
    </section>
  );
}
