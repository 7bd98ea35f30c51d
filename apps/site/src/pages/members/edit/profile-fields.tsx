import type { ProfileFieldError } from '@tubekit/contract';
import { type ReactNode, useId } from 'react';
import { profileErrorText } from './profile-answer.ts';

/** What every profile input shares: a label, the error under it, aria wiring. */
interface FieldProps {
  label: string;
  error: ProfileFieldError | undefined;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/**
 * A labelled profile field with its error under it. The member's text is only ever a form
 * value or React text, never markup.
 */
export function ProfileField({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error && (
        <p id={errorId} className="account-field__error" role="alert">
          {profileErrorText(error)}
        </p>
      )}
    </div>
  );
}

/** A choice between `options` ([value, label]), with "Not set" for ''. */
export function ChoiceField(props: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly (readonly [string, string])[];
  error: ProfileFieldError | undefined;
}) {
  return (
    <ProfileField label={props.label} error={props.error}>
      {(aria) => (
        <select {...aria} value={props.value} onChange={(e) => props.onValue(e.target.value)}>
          <option value="">Not set</option>
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </ProfileField>
  );
}
