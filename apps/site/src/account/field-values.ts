import { useState } from 'react';
import type { FieldError, FieldName } from './field-errors.ts';
import type { AccountForm } from './use-account-form.ts';

/** The props that tie a TextField or PasswordField to one value of its form. */
export interface BoundField {
  name: string;
  value: string;
  onValue: (value: string) => void;
  error: FieldError | undefined;
}

/**
 * The text values of an account form, by field name, and `bind(name)`: the field's name,
 * value, setter and server or client error, spread into its TextField or PasswordField.
 */
export function useFieldValues<K extends FieldName>(form: AccountForm, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const bind = (name: K): BoundField => ({
    name,
    value: values[name],
    onValue: (value) => setValues((current) => ({ ...current, [name]: value })),
    error: form.errors[name],
  });
  return { values, bind };
}
