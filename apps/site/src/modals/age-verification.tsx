import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../router/link.tsx';
import { useSiteRequest } from '../site-context.tsx';
import { AGE_BODY_CLASS, acceptAge, ageGateRequired, useAgeAccepted } from './age-gate-rules.ts';
import './modal.css';

/**
 * The AgeVerification modal (spec section 2/4) over `children`, the page. Rendered by the
 * server too, so no content shows before it: its backdrop is opaque, and the page behind it
 * is inert (no focus, no clicks, hidden from assistive tech) from the server's markup on.
 * Undismissable: no close button, Esc and outside clicks do nothing; Tab stays inside.
 */
export function AgeVerification({ children }: { children?: ReactNode }) {
  const { cookies } = useSiteRequest();
  const { pathname } = useLocation();
  const open = !useAgeAccepted() && ageGateRequired(cookies, pathname);
  useEffect(() => {
    document.body.classList.toggle(AGE_BODY_CLASS, open);
  }, [open]);
  return (
    <>
      <div inert={open}>{children}</div>
      {open && <AgeDialog />}
    </>
  );
}

function AgeDialog() {
  const dialog = useRef<HTMLDivElement>(null);
  // The page behind is inert from the server's markup on; the focus trap (Tab wraps inside)
  // comes in the modals' shared chunk, off the first load's budget.
  useEffect(() => {
    const release = import('./dialog.ts').then((m) => dialog.current && m.trapFocus(dialog.current));
    return () => void release.then((r) => r?.());
  }, []);
  return (
    <div className="modal-backdrop age-gate" data-testid="age-gate">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="age-gate-title" ref={dialog}>
        <h2 id="age-gate-title" className="modal__title">
          ADULT CONTENT WARNING
        </h2>
        <p>
          This website contains sexually explicit material and is intended only for adults aged 18 or over. By
          entering you confirm that you are at least 18 years old, that viewing such material is legal where
          you live, and that you will not let minors see it.
        </p>
        <p className="age-gate__links">
          Read our <Link to="/information/privacy/">Privacy policy</Link>,{' '}
          <Link to="/information/terms/">Terms of use</Link> and{' '}
          <Link to="/information/cookies/">Cookies policy</Link>.
        </p>
        <button type="button" className="button button--primary" onClick={acceptAge}>
          I am 18 or older - Enter
        </button>
      </div>
    </div>
  );
}
