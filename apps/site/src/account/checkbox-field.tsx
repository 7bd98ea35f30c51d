import { type ReactNode, useId } from 'react';
import { describedBy, FieldMessage, type ShownError } from './field-message.tsx';

/** A checkbox with its label (which may hold links) and its error under it. */
export function CheckboxField(props: {
  name?: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: ShownError;
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="account-field account-field--check">
      <div className="account-check">
        <input
          id={id}
          type="checkbox"
          name={props.name}
          checked={props.checked}
          onChange={(e) => props.onChecked(e.target.checked)}
          {...describedBy(errorId, props.error)}
        />
        <label htmlFor={id}>{props.children}</label>
      </div>
      <FieldMessage id={errorId} error={props.error} />
    </div>
  );
}
