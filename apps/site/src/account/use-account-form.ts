import type { AccountFormAnswer, AccountFormName, CaptchaChallenge } from '@tubekit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../i18n/t.ts';
import { useApi } from '../site-context.tsx';
import { notify } from '../state/notifications.ts';
import { type AccountOutcome, errorText, type FieldErrors, readAccountAnswer } from './field-errors.ts';
import { type FormTokens, FormUnavailableError, requestForm, sendAccountForm } from './form-session.ts';

/** An open account form: its token and captcha, its errors, and how to send it. */
export interface AccountForm {
  /** The captcha to show; null when the form has none (or form.php has not answered). */
  captcha: CaptchaChallenge | null;
  /** Changes with every new challenge: the captcha widget's key, so a new one starts clean. */
  captchaKey: number;
  /** The solved captcha's token (sent as `tok`); null until solved. */
  captchaToken: string | null;
  setCaptchaToken(token: string | null): void;
  errors: FieldErrors;
  setErrors(errors: FieldErrors): void;
  /** A send is under way (the submit button is disabled). */
  busy: boolean;
  /** form.php could not give a token: the form says so instead of failing on submit. */
  unavailable: boolean;
  /**
   * Shows `found` (the form's own checks, plus `tok` required when the captcha is unsolved)
   * and sends nothing if there is any; otherwise POSTs `fields` with the token (and `tok`)
   * to `endpoint`. Resolves with the outcome, or null when nothing was answered.
   */
  submit(
    found: FieldErrors,
    endpoint: string,
    fields: Record<string, string>,
  ): Promise<AccountOutcome | null>;
}

/**
 * The plumbing every account form shares. form.php is asked when the form opens (the
 * component mounts), again after `form_expired` (sendAccountForm resends once) and after
 * any refused send of a form with a captcha: the solution is single-use, so a refused
 * sign-up (a taken name, `captcha_failed`) needs a new challenge. Errors land under their
 * fields; the answer's notify codes under the form and as notifications.
 */
export function useAccountForm(name: AccountFormName): AccountForm {
  const api = useApi();
  const [answer, setAnswer] = useState<AccountFormAnswer | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const pending = useRef<Promise<AccountFormAnswer> | null>(null);

  const renew = useCallback(() => {
    const request = requestForm(api, name);
    pending.current = request;
    request.then(
      (fresh) => {
        if (pending.current !== request) return;
        setAnswer(fresh);
        setCaptchaToken(null);
        setCaptchaKey((k) => k + 1);
        setUnavailable(false);
      },
      () => {
        if (pending.current !== request) return;
        pending.current = null;
        setUnavailable(true);
      },
    );
    return request;
  }, [api, name]);

  useEffect(() => {
    renew().catch(() => {
      // Shown through `unavailable`; the next submit asks again.
    });
    return () => {
      pending.current = null;
    };
  }, [renew]);

  const submit: AccountForm['submit'] = async (found, endpoint, fields) => {
    if (Object.keys(found).length) {
      setErrors(found);
      return null;
    }
    setBusy(true);
    try {
      const tokens: FormTokens = { current: () => pending.current ?? renew(), renew };
      const form = await tokens.current();
      if (form.captcha && !captchaToken) {
        setErrors({ tok: { code: 'required' } });
        return null;
      }
      const body = form.captcha ? { ...fields, tok: captchaToken ?? '' } : fields;
      const outcome = readAccountAnswer(await sendAccountForm(api, endpoint, body, tokens));
      setErrors(outcome.ok ? {} : outcome.errors);
      if (!outcome.ok) {
        for (const notice of outcome.notices) notify({ type: 'error', text: errorText(notice) });
        if (form.captcha) renew().catch(() => {});
      }
      return outcome;
    } catch (error) {
      // No answer at all: the transport's own message ("Network Error", "timeout of ...").
      const text =
        error instanceof FormUnavailableError
          ? t('account.form_unavailable')
          : error instanceof Error && error.message
            ? error.message
            : t('network.error');
      notify({ type: 'error', text });
      return null;
    } finally {
      setBusy(false);
    }
  };

  return {
    captcha: answer?.captcha ?? null,
    captchaKey,
    captchaToken,
    setCaptchaToken: (token) => {
      // A solution the widget takes back (its challenge expired after 10 minutes, or it
      // failed) cannot be solved again: the form asks form.php for a new challenge.
      if (!token && captchaToken) renew().catch(() => {});
      setCaptchaToken(token);
      if (token) setErrors((e) => (e.tok ? { ...e, tok: undefined } : e));
    },
    errors,
    setErrors,
    busy,
    unavailable,
    submit,
  };
}
