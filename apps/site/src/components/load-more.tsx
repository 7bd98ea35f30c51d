import './load-more.css';

/** The load-more button (its label is the page's: "more trending video", "Load more"). */
export function LoadMore({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className="load-more" onClick={onClick} disabled={busy} aria-busy={busy}>
      {busy ? 'Loading…' : label}
    </button>
  );
}

/** Spec section 4: shown when the total is at least 24 and the page is not the last. */
export function showLoadMore(total: number, page: number, pageCount: number, minTotal: number): boolean {
  return total >= minTotal && page < pageCount;
}
