import type { UploadFieldError } from '@tubekit/contract';
import type { ReactNode } from 'react';
import { uploadErrorText } from './upload-texts.ts';

/** The errors about one field (`notify` gathers those about no field). */
export function errorsFor(errors: readonly UploadFieldError[], field: string): UploadFieldError[] {
  return errors.filter((e) => e.field === field);
}

/** The aria attributes of a control whose errors show as `errorId`. */
export function invalidProps(errorId: string, errors: readonly UploadFieldError[]) {
  return errors.length > 0 ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

/** Errors as text under their field (role=alert: read out when they appear). */
export function UploadErrors({ id, errors }: { id?: string; errors: readonly UploadFieldError[] }) {
  if (errors.length === 0) return null;
  return (
    <div id={id} className="account-field__error" role="alert">
      {errors.map((error) => (
        <p key={`${error.field}-${error.code}`}>{uploadErrorText(error)}</p>
      ))}
    </div>
  );
}

/** A labelled block with its errors under it. */
export function UploadField(props: {
  id: string;
  label: string;
  errors: readonly UploadFieldError[];
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="account-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.hint && <p className="upload-video__hint">{props.hint}</p>}
      <UploadErrors id={`${props.id}-error`} errors={props.errors} />
    </div>
  );
}
