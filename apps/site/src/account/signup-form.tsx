import { POST_ENDPOINTS } from '@tubekit/contract';
import { type FormEvent, useState } from 'react';
import { Link } from '../router/link.tsx';
import { checkSignup } from './account-rules.ts';
import { CaptchaBox } from './captcha-box.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { useFieldValues } from './field-values.ts';
import { FormStatus } from './form-status.tsx';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';
import { useAccountForm } from './use-account-form.ts';
import './account-form.css';

/**
 * The sign-up form (spec section 5, issue #16): username, e-mail, password with show/hide,
 * the 18+ and terms box, the captcha. The server's rules are checked here first with its
 * codes; what the server still refuses (a taken name or address, a failed captcha) shows
 * under its field. `onSignedUp` gets the address the confirmation link went to.
 */
export function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const form = useAccountForm('signup');
  const { values, bind } = useFieldValues(form, { usr: '', eml: '', pwd: '' });
  const { usr, eml, pwd } = values;
  const [terms, setTerms] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkSignup({ usr, eml, pwd, terms, tok: form.captcha ? form.captchaToken : undefined });
    const outcome = await form.submit(found, POST_ENDPOINTS.signup, {
      act: 'signup',
      usr: usr.trim(),
      eml: eml.trim(),
      pwd,
      terms: terms ? '1' : '0',
    });
    if (outcome?.ok) onSignedUp(eml.trim());
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...bind('usr')}
      />
      <TextField label="E-mail" type="email" autoComplete="email" {...bind('eml')} />
      <PasswordField label="Password" autoComplete="new-password" {...bind('pwd')} />
      <CheckboxField name="terms" checked={terms} onChecked={setTerms} error={form.errors.terms}>
        I am 18 or older and accept the <Link to="/information/terms/">terms of use</Link> and the{' '}
        <Link to="/information/privacy/">privacy policy</Link>
      </CheckboxField>
      <CaptchaBox form={form} />
      <FormStatus form={form} />
      <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
        Create account
      </button>
    </form>
  );
}
