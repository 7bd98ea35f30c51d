import { type LoginErrorCode, POST_ENDPOINTS } from '@tubekit/contract';
import { type FormEvent, useState } from 'react';
import { t } from '../i18n/t.ts';
import { Link } from '../router/link.tsx';
import { useApi } from '../site-context.tsx';
import { notify } from '../state/notifications.ts';
import { checkRestore, checkSignIn, type FieldErrors, serverFieldErrors } from './login-rules.ts';
import { ModalShell } from './modal-shell.tsx';
import './login-modal.css';

type Mode = 'signin' | 'restore';

function FieldError({ id, code }: { id: string; code: LoginErrorCode | undefined }) {
  if (!code) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {t(`component.login.er.${code}`)}
    </p>
  );
}

/**
 * Outcome of a call the server does not answer yet (login.php / signup.php are a later
 * issue): a rejected request shows its own message ("Network Error"...), an answer that is
 * not the endpoint's (404 not_found) shows "Network Error" too.
 */
function networkNotice(error: unknown): void {
  notify({
    type: 'error',
    text: error instanceof Error && error.message ? error.message : t('network.error'),
  });
}

/**
 * The Login modal (spec section 2/4/5): sign-in (username, password with show/hide, remember
 * me, link to sign up) and restore-password mode. Client checks first; server field errors
 * show under their field with the error_login notice; success reloads the page.
 */
export function LoginModal({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const api = useApi();
  const [mode, setMode] = useState<Mode>('signin');
  const [usr, setUsr] = useState('');
  const [pwd, setPwd] = useState('');
  const [eml, setEml] = useState('');
  const [remember, setRemember] = useState(true);
  const [showPwd, setShowPwd] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    const answer = await api.post<{ success?: unknown; error?: unknown; code?: string }>(
      POST_ENDPOINTS.signin,
      {
        usr: usr.trim(),
        pwd,
        remember_me: remember ? 1 : 0,
      },
    );
    const fields = serverFieldErrors(answer);
    if (fields) {
      setErrors(fields);
      notify({ type: 'error', text: t('notify.error_login') });
    } else if (answer && !answer.error) reload();
    else networkNotice(null);
  };

  const restore = async () => {
    const answer = await api.post<{ error?: unknown; code?: string }>(POST_ENDPOINTS.signup, {
      act: 'restore',
      eml: eml.trim(),
      tok: '',
    });
    const fields = serverFieldErrors(answer);
    if (fields) setErrors(fields);
    else if (answer && !answer.error) {
      setMode('signin');
      setErrors({});
    } else networkNotice(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = mode === 'signin' ? checkSignIn(usr, pwd) : checkRestore(eml);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await (mode === 'signin' ? signIn() : restore());
    } catch (error) {
      networkNotice(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalShell title={mode === 'signin' ? 'Login' : 'Restore password'}>
      <form className="login" noValidate onSubmit={submit}>
        {mode === 'signin' ? (
          <>
            <div className="field">
              <label htmlFor="login-usr">Username</label>
              <input
                id="login-usr"
                name="usr"
                autoComplete="username"
                value={usr}
                aria-invalid={!!errors.usr}
                aria-describedby={errors.usr ? 'login-usr-error' : undefined}
                onChange={(e) => setUsr(e.target.value)}
              />
              <FieldError id="login-usr-error" code={errors.usr} />
            </div>
            <div className="field">
              <label htmlFor="login-pwd">Password</label>
              <div className="field__row">
                <input
                  id="login-pwd"
                  name="pwd"
                  type={showPwd ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={pwd}
                  aria-invalid={!!errors.pwd}
                  aria-describedby={errors.pwd ? 'login-pwd-error' : undefined}
                  onChange={(e) => setPwd(e.target.value)}
                />
                <button
                  type="button"
                  className="button"
                  aria-pressed={showPwd}
                  onClick={() => setShowPwd((v) => !v)}
                >
                  {showPwd ? 'Hide' : 'Show'}
                  <span className="visually-hidden"> password</span>
                </button>
              </div>
              <FieldError id="login-pwd-error" code={errors.pwd} />
            </div>
            <label className="login__remember">
              <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />{' '}
              Remember me
            </label>
            <button type="submit" className="button button--primary" disabled={busy}>
              Log in
            </button>
            <p className="login__links">
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setMode('restore');
                  setErrors({});
                }}
              >
                Forgot password?
              </button>
              <Link to="/signup/">Sign up</Link>
            </p>
          </>
        ) : (
          <>
            <p>{t('component.login.restore_description')}</p>
            <div className="field">
              <label htmlFor="login-eml">E-mail</label>
              <input
                id="login-eml"
                name="eml"
                type="email"
                autoComplete="email"
                value={eml}
                aria-invalid={!!errors.eml}
                aria-describedby={errors.eml ? 'login-eml-error' : undefined}
                onChange={(e) => setEml(e.target.value)}
              />
              <FieldError id="login-eml-error" code={errors.eml} />
            </div>
            <button type="submit" className="button button--primary" disabled={busy}>
              Restore password
            </button>
            <p className="login__links">
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setMode('signin');
                  setErrors({});
                }}
              >
                Back to login
              </button>
            </p>
          </>
        )}
      </form>
    </ModalShell>
  );
}
