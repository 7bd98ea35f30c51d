import { STAT_ACTS, STAT_SECTIONS, type StatAct, type StatSection } from '@tubekit/contract';
import { formField } from '../community/social-request.ts';
import { ApiError } from '../http/errors.ts';
import { type ObjectRef, parseObjectRef, STAT_TARGETS } from './stat-targets.ts';

/** An input.php call after validation. */
export type StatRequest =
  | { act: 'view'; section: StatSection; ref: ObjectRef; nogeo: boolean; userId: number | null }
  | { act: 'vote'; section: StatSection; ref: ObjectRef; vote: 0 | 1 }
  | { act: Exclude<StatAct, 'view' | 'vote'> };

function oneOf<W extends string>(body: Record<string, unknown>, name: string, words: readonly W[]): W {
  const value = formField(body, name);
  if (value === undefined || !(words as readonly string[]).includes(value))
    throw new ApiError('invalid_param', name);
  return value as W;
}

function flag(body: Record<string, unknown>, name: string): boolean {
  const value = formField(body, name) ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ApiError('invalid_param', name);
}

function objectRef(body: Record<string, unknown>, section: StatSection): ObjectRef {
  const target = STAT_TARGETS[section];
  const raw = formField(body, 'object_id');
  const ref = raw === undefined ? null : parseObjectRef(target, raw);
  if (!ref) throw new ApiError('invalid_param', 'object_id');
  return ref;
}

/**
 * Validates an input.php body (form fields, or a JSON object). Throws `ApiError`
 * invalid_param naming the first bad field; `act` is checked first.
 */
export function parseStatRequest(body: unknown): StatRequest {
  const fields = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const act: StatAct = oneOf(fields, 'act', STAT_ACTS);
  // subscribe and the library's acts read their own fields (after the session check).
  if (act !== 'view' && act !== 'vote') return { act };
  const section = oneOf(fields, 'section', STAT_SECTIONS);
  if (act === 'view') {
    // Categories and comments have no view counter: their views are checked, then dropped.
    const ref = objectRef(fields, section);
    const nogeo = flag(fields, 'nogeo');
    const rawUser = formField(fields, 'user_id') ?? '';
    if (rawUser !== '' && !/^[1-9][0-9]{0,9}$/.test(rawUser)) throw new ApiError('invalid_param', 'user_id');
    return { act, section, ref, nogeo, userId: rawUser === '' ? null : Number(rawUser) };
  }
  if (!STAT_TARGETS[section]?.votes) throw new ApiError('invalid_param', 'section');
  const ref = objectRef(fields, section);
  const vote = oneOf(fields, 'vote', ['0', '1'] as const);
  return { act, section, ref, vote: vote === '1' ? 1 : 0 };
}
