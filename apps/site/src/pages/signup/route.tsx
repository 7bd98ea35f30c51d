import { useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmEmailNotice } from '../../account/confirm-email-notice.tsx';
import { errorText } from '../../account/field-errors.ts';
import { FormNotice } from '../../account/form-status.tsx';
import { ResendForm } from '../../account/resend-form.tsx';
import { SignupForm } from '../../account/signup-form.tsx';
import { t } from '../../i18n/t.ts';
import type { PageMeta } from '../../route-module.ts';
import { Link } from '../../router/link.tsx';
import '../../account/account-page.css';

/** The sign-up page's meta: an account page, kept out of search indexes. */
export function meta(): PageMeta {
  return {
    title: 'Sign up',
    description: 'Create a free Tubekit account: favourites, playlists, subscriptions and uploads.',
    noindex: true,
  };
}

/** What the page shows: the form, the notice after it, or the resend form of a dead link. */
type View = { kind: 'form' } | { kind: 'sent'; email: string } | { kind: 'resend' } | { kind: 'resent' };

/** The form, under the notice of a confirmation link that did not work (?link=invalid). */
function FormView({
  invalidLink,
  onResend,
  onSignedUp,
}: {
  invalidLink: boolean;
  onResend: () => void;
  onSignedUp: (email: string) => void;
}) {
  return (
    <>
      {invalidLink && (
        <div className="account-card__alert">
          <p className="account-form__status" role="alert">
            {errorText({ code: 'invalid_link' })}
          </p>
          <button type="button" className="button account-form__secondary" onClick={onResend}>
            Resend the confirmation e-mail
          </button>
        </div>
      )}
      <h1>Sign up</h1>
      <SignupForm onSignedUp={onSignedUp} />
      <p className="account-card__footer">
        Already have an account? <Link to="/signin/">Log in</Link>
      </p>
    </>
  );
}

/**
 * /signup/ (spec section 2: header, footer and category slider hidden; a brand link home
 * instead). The form, then the confirm-your-email notice with a resend action; the server
 * sends a used or expired confirmation link here with ?link=invalid.
 */
export default function SignupPage() {
  const invalidLink = new URLSearchParams(useLocation().search).get('link') === 'invalid';
  const [view, setView] = useState<View>({ kind: 'form' });
  return (
    <div className="account-page">
      <Link to="/" className="account-page__brand" aria-label="Tubekit home">
        Tube<span>kit</span>
      </Link>
      <section className="account-card">
        {view.kind === 'form' && (
          <FormView
            invalidLink={invalidLink}
            onResend={() => setView({ kind: 'resend' })}
            onSignedUp={(email) => setView({ kind: 'sent', email })}
          />
        )}
        {view.kind === 'sent' && (
          <>
            <h1>Confirm your e-mail</h1>
            <ConfirmEmailNotice email={view.email} />
          </>
        )}
        {view.kind === 'resend' && (
          <>
            <h1>Resend confirmation</h1>
            <ResendForm
              onSent={() => setView({ kind: 'resent' })}
              onBack={() => setView({ kind: 'form' })}
              backLabel="Back to sign up"
            />
          </>
        )}
        {view.kind === 'resent' && (
          <>
            <h1>Confirm your e-mail</h1>
            <FormNotice text={t('account.resend_sent')} />
            <p className="account-card__footer">
              <Link to="/signin/">Log in</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
