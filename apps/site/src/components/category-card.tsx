import type { Category } from '@tubekit/contract';
import { Link } from '../router/link.tsx';
import { shortCount } from './format.ts';
import './category-card.css';

/** A category tile: thumbnail, title and video count, linking to its first page. */
export function CategoryCard({
  category,
  loading = 'lazy',
}: {
  category: Pick<Category, 'dir' | 'title' | 'thumbnail' | 'total_videos'>;
  /** 'eager' for the first tiles of a grid (see `cardLoading`), lazy by default. */
  loading?: 'eager' | 'lazy';
}) {
  return (
    <Link to={`/categories/${category.dir}/`} className="category-card">
      {category.thumbnail ? (
        <img src={category.thumbnail} alt={category.title} loading={loading} width={320} height={180} />
      ) : null}
      <span className="category-card__title">{category.title}</span>
      <span className="category-card__count">
        {shortCount(category.total_videos)} {category.total_videos === 1 ? 'video' : 'videos'}
      </span>
    </Link>
  );
}
