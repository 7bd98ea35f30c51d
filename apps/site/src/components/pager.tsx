import { useEffect, useState } from 'react';
import { Link } from '../router/link.tsx';
import './pager.css';

/** Spec section 9: up to 2*2+1 page links, 4 on screens of 535 px or less. */
export const PAGER_LINKS = 2 * 2 + 1;
export const PAGER_LINKS_NARROW = 4;
const NARROW_QUERY = '(max-width: 535px)';

/** The page numbers to link: a window of `size` pages around `current`, inside 1..last. */
export function pagerPages(current: number, last: number, size: number = PAGER_LINKS): number[] {
  if (last < 1) return [];
  const n = Math.min(size, last);
  let start = Math.max(1, current - Math.floor((n - 1) / 2));
  start = Math.min(start, last - n + 1);
  return Array.from({ length: n }, (_, i) => start + i);
}

/** True when the screen is 535 px or less (false on the server and without matchMedia). */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** The numbered pager; renders nothing for one page. `href(page)` builds each link. */
export function Pager({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  const narrow = useNarrow();
  if (pageCount <= 1) return null;
  const pages = pagerPages(page, pageCount, narrow ? PAGER_LINKS_NARROW : PAGER_LINKS);
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 && (
        <Link to={href(page - 1)} className="pager__link" rel="prev" aria-label="Previous page">
          ‹
        </Link>
      )}
      {pages.map((p) =>
        p === page ? (
          <span key={p} className="pager__link pager__link--current" aria-current="page">
            {p}
          </span>
        ) : (
          <Link key={p} to={href(p)} className="pager__link" aria-label={`Page ${p}`}>
            {p}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={href(page + 1)} className="pager__link" rel="next" aria-label="Next page">
          ›
        </Link>
      )}
    </nav>
  );
}
