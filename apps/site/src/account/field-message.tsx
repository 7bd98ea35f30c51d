import { errorText, type FieldError } from './field-errors.ts';

/** A field's error: an account form's code, or a text another form wrote already. */
export type ShownError = FieldError | string | undefined;

/**
 * The error under a field, in the error colour; its id is the field's aria-describedby.
 * role="alert" so a screen reader says it when it appears after a submit.
 */
export function FieldMessage({ id, error }: { id: string; error: ShownError }) {
  if (!error) return null;
  return (
    <p id={id} className="account-field__error" role="alert">
      {typeof error === 'string' ? error : errorText(error)}
    </p>
  );
}

/** The aria attributes of an input whose error shows under it as `errorId`. */
export function describedBy(errorId: string, error: ShownError) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
}
