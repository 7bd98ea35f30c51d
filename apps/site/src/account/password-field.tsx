import { useId, useState } from 'react';
import type { FieldError } from './field-errors.ts';
import { describedBy, FieldMessage } from './field-message.tsx';

/** What a password field takes. */
export interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error: FieldError | undefined;
  /** current-password (sign-in) or new-password (sign-up, reset), for password managers. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a Show/Hide button beside it (spec section 2: show/hide password). */
export function PasswordField({ label, name, value, onValue, error, autoComplete }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [shown, setShown] = useState(false);
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <div className="account-field__row">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          {...describedBy(errorId, error)}
        />
        <button
          type="button"
          className="button account-field__toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? 'Hide' : 'Show'} <span className="visually-hidden">{label.toLowerCase()}</span>
        </button>
      </div>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
