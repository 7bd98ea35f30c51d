import { useRef } from 'react';
import { Link } from '../router/link.tsx';
import type { RouteEntry } from '../router/route-table.ts';
import { useSiteState } from '../router/site-state.ts';
import type { RouteName } from '../routes.tsx';
import './layout-slider.css';

/** The slider scrolls in steps of 100 px (spec section 2). */
export const SLIDER_STEP_PX = 100;

/** Whether the current page shows the slider (not on signup and video pages). */
export function showsSlider(route: Pick<RouteEntry, 'name' | 'noSlider'>): boolean {
  return !route.noSlider && route.name !== ('signup' satisfies RouteName);
}

/** The category slider under the header: trending categories with prev/next arrows. */
export function LayoutSlider() {
  const { root, page } = useSiteState();
  const track = useRef<HTMLUListElement>(null);
  if (!showsSlider(page.route)) return null;
  const categories = root.categories;
  if (!categories.length) return null;
  const scroll = (dir: 1 | -1) => track.current?.scrollBy({ left: dir * SLIDER_STEP_PX, behavior: 'smooth' });
  return (
    <nav className="slider" aria-label="Categories">
      <button
        type="button"
        className="slider__arrow"
        aria-label="Scroll categories left"
        onClick={() => scroll(-1)}
      >
        ‹
      </button>
      <ul className="slider__track" ref={track}>
        {categories.map((c) => (
          <li key={c.dir}>
            <Link to={`/categories/${c.dir}/`}>{c.title}</Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="slider__arrow"
        aria-label="Scroll categories right"
        onClick={() => scroll(1)}
      >
        ›
      </button>
    </nav>
  );
}
