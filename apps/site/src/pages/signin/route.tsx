import { useState } from 'react';
import { useLocation } from 'react-router';
import { nextPath } from '../../account/next-path.ts';
import { SIGN_IN_TITLES, SignInForm, type SignInMode } from '../../account/sign-in-form.tsx';
import { t } from '../../i18n/t.ts';
import type { PageMeta } from '../../route-module.ts';
import '../../account/account-page.css';

/** The sign-in page's meta: an account page, kept out of search indexes. */
export function meta(): PageMeta {
  return {
    title: 'Log in',
    description: 'Log in to your Tubekit account: favourites, playlists, subscriptions and uploads.',
    noindex: true,
  };
}

/**
 * /signin/: the Login modal's form as a page (where the confirmation link lands, with
 * ?confirmed=1, and where a link can send a visitor with ?next=). After a sign-in the
 * browser loads `next` (a same-origin path) or home, so the server renders it for the
 * member. `go` is injectable for tests.
 */
export default function SignInPage({ go = (url: string) => window.location.assign(url) }) {
  const query = new URLSearchParams(useLocation().search);
  const [mode, setMode] = useState<SignInMode>('signin');
  return (
    <div className="account-page">
      <section className="account-card">
        <h1>{SIGN_IN_TITLES[mode]}</h1>
        <SignInForm
          mode={mode}
          onMode={setMode}
          onSignedIn={() => go(nextPath(query.get('next')))}
          {...(query.get('confirmed') === '1' ? { notice: t('account.confirmed') } : {})}
        />
      </section>
    </div>
  );
}
