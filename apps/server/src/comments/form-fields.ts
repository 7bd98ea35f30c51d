import { ApiError } from '../http/errors.ts';

/** A form body as a plain object of strings (a JSON array, string or null body reads as empty). */
export type Fields = Record<string, unknown>;

/** The body of a request as form fields. */
export function fieldsOf(body: unknown): Fields {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Fields) : {};
}

/** A field's string value; '' when absent or not a string (a JSON number reads as its digits). */
export function stringField(fields: Fields, name: string): string {
  const value = fields[name];
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

const ID = /^[1-9][0-9]{0,9}$/;

/** A positive 32-bit id, or 400 `invalid_param` naming the field. */
export function idField(fields: Fields, name: string): number {
  const raw = stringField(fields, name);
  const id = ID.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw new ApiError('invalid_param', name);
  return id;
}

/** One of `allowed`, or 400 `invalid_param` naming the field. */
export function oneOfField<T extends string>(fields: Fields, name: string, allowed: readonly T[]): T {
  const raw = stringField(fields, name);
  if (!(allowed as readonly string[]).includes(raw)) throw new ApiError('invalid_param', name);
  return raw as T;
}

/**
 * C0 control characters but tab and newlines, and DEL. NUL cannot be stored in a PostgreSQL
 * text column; the others have no place in a comment and are refused alike, so both
 * dialects agree.
 */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
}

/**
 * A free text: trimmed, then `required` when empty (and `min` > 0), `max_length` when over
 * `max` characters (code points, as a person counts them), `invalid_param` for control
 * characters. Otherwise kept as typed: no HTML is removed or escaped, the site shows it as
 * text.
 */
export function textField(fields: Fields, name: string, limits: { min: number; max: number }): string {
  const text = stringField(fields, name).trim();
  if (text.length === 0) {
    if (limits.min > 0) throw new ApiError('required', name);
    return '';
  }
  if ([...text].length > limits.max) throw new ApiError('max_length', name);
  if (hasControl(text)) throw new ApiError('invalid_param', name);
  return text;
}
