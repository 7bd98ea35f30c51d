import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../router/link.tsx';
import { useSiteRequest } from '../site-context.tsx';
import { AGE_BODY_CLASS, acceptAge, ageGateRequired, useAgeAccepted } from './age-gate-rules.ts';
import './modal.css';

/**
 * The AgeVerification modal (spec section 2/4). Rendered by the server too, so no content
 * shows before it. Undismissable: no close button, Esc and outside clicks do nothing.
 */
export function AgeVerification() {
  const { cookies } = useSiteRequest();
  const { pathname } = useLocation();
  const accepted = useAgeAccepted();
  const open = !accepted && ageGateRequired(cookies, pathname);
  useEffect(() => {
    document.body.classList.toggle(AGE_BODY_CLASS, open);
  }, [open]);
  if (!open) return null;
  return (
    <div className="modal-backdrop age-gate" data-testid="age-gate">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="age-gate-title">
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
