import { type InputHTMLAttributes, useId } from 'react';
import type { FieldError } from './field-errors.ts';
import { describedBy, FieldMessage } from './field-message.tsx';

/** What a text field takes: its label, value, error, and the input's own attributes. */
export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: FieldError | undefined;
}

/**
 * A labelled full-width input with its error under it (aria-invalid, aria-describedby).
 * What a visitor types is only ever a React text value, never markup.
 */
export function TextField({ label, value, onValue, error, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        {...describedBy(errorId, error)}
      />
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
