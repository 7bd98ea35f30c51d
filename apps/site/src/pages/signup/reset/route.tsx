import { useState } from 'react';
import { useLocation } from 'react-router';
import { errorText } from '../../../account/field-errors.ts';
import { ResetForm } from '../../../account/reset-form.tsx';
import { SIGN_IN_TITLES, SignInForm, type SignInMode } from '../../../account/sign-in-form.tsx';
import { t } from '../../../i18n/t.ts';
import type { PageMeta } from '../../../route-module.ts';
import { openModal } from '../../../state/modals.ts';
import '../../../account/account-page.css';

/** The reset page's meta: reached from a mail only, kept out of search indexes. */
export function meta(): PageMeta {
  return {
    title: 'Choose a new password',
    description: 'Choose a new password for your account.',
    noindex: true,
  };
}

type View = 'form' | 'changed' | 'invalid';

/** After the change: the notice and the sign-in form, whose success goes home. */
function ChangedView({ go }: { go: (url: string) => void }) {
  const [mode, setMode] = useState<SignInMode>('signin');
  return (
    <>
      <h1>{SIGN_IN_TITLES[mode]}</h1>
      <SignInForm
        mode={mode}
        onMode={setMode}
        onSignedIn={() => go('/')}
        notice={t('account.password_changed')}
      />
    </>
  );
}

/**
 * /signup/reset/?token=: the page of the password reset mail's link. A new password (and
 * its repeat), then "Password changed" and the sign-in form; a link the server no longer
 * knows (or none at all) says so and offers a new one (the Login modal's restore mode).
 * `go` is injectable for tests.
 */
export default function ResetPasswordPage({ go = (url: string) => window.location.assign(url) }) {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [view, setView] = useState<View>(token ? 'form' : 'invalid');
  return (
    <div className="account-page">
      <section className="account-card">
        {view === 'form' && (
          <>
            <h1>Choose a new password</h1>
            <ResetForm
              token={token}
              onChanged={() => setView('changed')}
              onInvalidLink={() => setView('invalid')}
            />
          </>
        )}
        {view === 'changed' && <ChangedView go={go} />}
        {view === 'invalid' && (
          <div className="account-form">
            <h1>Reset your password</h1>
            <p className="account-form__status" role="alert">
              {errorText({ code: 'invalid_link' })}
            </p>
            <button
              type="button"
              className="button button--primary account-form__submit"
              onClick={() => openModal('login', { props: { mode: 'restore' } })}
            >
              Ask for a new link
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
