import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../router/link.tsx';
import { useSiteRequest } from '../site-context.tsx';
import { AGE_BODY_CLASS, acceptAge, ageGateRequired, useAgeAccepted } from './age-gate-rules.ts';
import './modal.css';

/** Whether the age gate shows (spec section 4), the same on the server and in the browser. */
export function useAgeGateOpen(): boolean {
  const { cookies } = useSiteRequest();
  const { pathname } = useLocation();
  return !useAgeAccepted() && ageGateRequired(cookies, pathname);
}

/**
 * The AgeVerification modal (spec section 2/4). Rendered by the server too, so no content
 * shows before it: its backdrop is opaque, and the layout makes the page behind it inert.
 * Undismissable: no close button, Esc and outside clicks do nothing; Tab stays inside.
 */
export function AgeVerification() {
  const open = useAgeGateOpen();
  useEffect(() => {
    document.body.classList.toggle(AGE_BODY_CLASS, open);
  }, [open]);
  return open ? <AgeDialog /> : null;
}

function AgeDialog() {
  const dialog = useRef<HTMLDivElement>(null);
  // The page behind is inert from the server's markup on; the focus trap (Tab wraps inside)
  // comes in the modals' shared chunk, off the first load's budget.
  useEffect(() => {
    let release: (() => void) | undefined;
    let live = true;
    void import('./dialog.ts').then((m) => {
      if (live && dialog.current) release = m.trapFocus(dialog.current);
    });
    return () => {
      live = false;
      release?.();
    };
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
