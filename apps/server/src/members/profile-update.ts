import {
  ageOn,
  normaliseProfile,
  type ProfileFieldError,
  type ProfileForm,
  profileErrors,
} from '@tubekit/contract';
import type { Db } from '../db/connect.ts';

/** A profile edit's outcome: saved, or the errors of its fields (nothing saved then). */
export type ProfileUpdate = { ok: true } | { ok: false; errors: ProfileFieldError[] };

/**
 * Saves the profile fields of member.php section=edit for `userId` (the session's member:
 * the caller never names whose profile it is). The form is normalised and checked with the
 * contract's rules, the same the edit form runs; `age` follows from the birth date on
 * `today` (the members filter and the info tab read it), '' without one.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  raw: Readonly<Record<string, unknown>>,
  today: Date,
): Promise<ProfileUpdate> {
  const form: ProfileForm = normaliseProfile(raw);
  const errors = profileErrors(form, today);
  if (errors.length > 0) return { ok: false, errors };
  const age = form.birth_date ? String(ageOn(form.birth_date, today)) : '';
  await db.kysely
    .updateTable('users')
    .set({ ...form, age })
    .where('user_id', '=', userId)
    .execute();
  return { ok: true };
}
