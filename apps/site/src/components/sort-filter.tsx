import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { trapFocus } from '../modals/dialog.ts';
import { Link } from '../router/link.tsx';
import './sort-filter.css';

/** One option of a sort selector. */
export interface SortOption {
  key: string;
  label: string;
}

interface SortFilterProps {
  /** The group's label ("Sort by"). */
  label: string;
  options: readonly SortOption[];
  current: string;
  /** The address of page 1 with the chosen key. */
  href: (key: string) => string;
}

/** Closes on a mousedown outside `root` and on Esc while `open`. */
function useDismiss(open: boolean, close: () => void, root: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, root]);
}

/** The desktop dropdown: a button and a list of links that closes on an outside click. */
function SortDropdown({ label, options, current, href }: SortFilterProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = () => setOpen(false);
  useDismiss(open, close, root);
  const currentLabel = options.find((o) => o.key === current)?.label ?? current;
  return (
    <div className="sort-filter__dropdown" ref={root}>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {label}: {currentLabel} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} className="sort-filter__list" hidden={!open}>
        {options.map((o) => (
          <li key={o.key}>
            <Link to={href(o.key)} aria-current={o.key === current ? 'true' : undefined} onClick={close}>
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The mobile sheet: slides up, locks page scroll, ticks the current option, has Close; Esc
 * and a tap on the backdrop close it too, and focus goes back to the button that opened it.
 * The button names the current sort.
 */
function SortSheet({ label, options, current, href }: SortFilterProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  useDismiss(open, close, sheet);
  useEffect(() => {
    if (!open || !sheet.current) return;
    // The shared dialog behaviour keeps Tab inside the sheet (Esc and outside taps: useDismiss).
    const release = trapFocus(sheet.current);
    const links = sheet.current.querySelectorAll<HTMLElement>('a');
    [...links].find((a) => a.hasAttribute('aria-current'))?.focus();
    // Lock the page behind the sheet; restore whatever was there.
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
      release();
    };
  }, [open]);
  const currentLabel = options.find((o) => o.key === current)?.label ?? current;
  return (
    <div className="sort-filter__mobile">
      <button
        type="button"
        className="sort-filter__open"
        ref={opener}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {label}: {currentLabel}
      </button>
      {open && (
        <div className="sort-filter__backdrop">
          <div
            className="sort-filter__sheet"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            ref={sheet}
          >
            <h2 id={titleId}>{label}</h2>
            <ul>
              {options.map((o) => (
                <li key={o.key}>
                  <Link
                    to={href(o.key)}
                    aria-current={o.key === current ? 'true' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {o.label}
                    {o.key === current && (
                      <span className="sort-filter__tick" aria-hidden="true">
                        ✓
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
            <button type="button" className="sort-filter__close" onClick={close}>
              Close
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The sort selector of a listing: a dropdown on wide screens and a bottom sheet on narrow
 * ones (CSS shows one). Both close when the address changes.
 */
export function SortFilter(props: SortFilterProps) {
  const { pathname } = useLocation();
  // A new address remounts both so an open list or sheet closes.
  return (
    <div className="sort-filter" key={pathname}>
      <SortDropdown {...props} />
      <SortSheet {...props} />
    </div>
  );
}
