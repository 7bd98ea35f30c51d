import {
  COUNTRIES,
  choiceWord,
  type Member,
  normaliseProfile,
  PROFILE_CHOICES,
  PROFILE_FIELDS,
  PROFILE_LENGTHS,
  type ProfileField as ProfileFieldName,
  type ProfileForm as ProfileValues,
  profileErrors,
} from '@tubekit/contract';
import { useState } from 'react';
import { requestForm, sendAccountForm } from '../../../account/form-session.ts';
import { t } from '../../../i18n/t.ts';
import { useApi } from '../../../site-context.tsx';
import { notify } from '../../../state/notifications.ts';
import { type ProfileErrors, profileErrorText, readProfileAnswer } from './profile-answer.ts';
import { ChoiceField, ProfileField } from './profile-fields.tsx';

/** The countries by English name, for the select. */
const COUNTRY_OPTIONS = Object.entries(COUNTRIES).sort((a, b) => a[1].localeCompare(b[1], 'en'));
const choices = (words: readonly string[]) =>
  words.map((w) => [w, w.charAt(0).toUpperCase() + w.slice(1)] as const);

/** The single-line text fields, in form order, with their labels. */
const TEXT_FIELDS: [ProfileFieldName, string][] = [
  ['city', 'City'],
  ['education', 'Education'],
  ['occupation', 'Occupation'],
  ['website', 'Website'],
];

/** The form's values: the member's fields, choices as their words (see choiceWord). */
function valuesOf(member: Member): ProfileValues {
  const values = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, member[name]])) as ProfileValues;
  for (const field of ['gender', 'relationship', 'orientation'] as const)
    values[field] = choiceWord(field, values[field]);
  if (!Object.hasOwn(COUNTRIES, values.country)) values.country = '';
  return values;
}

/**
 * The profile fields of spec section 3. The form runs the contract's checks (the server
 * runs the same) and shows each error under its field; a save says "Profile changed" and
 * hands the saved member up, so the header and info show it without a reload.
 */
export function ProfileForm({ member, onSaved }: { member: Member; onSaved: (member: Member) => void }) {
  const api = useApi();
  const [values, setValues] = useState(() => valuesOf(member));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (name: ProfileFieldName) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit() {
    const found = profileErrors(normaliseProfile(values), new Date());
    if (found.length > 0) {
      setErrors(Object.fromEntries(found.map((e) => [e.field, e])));
      return;
    }
    setBusy(true);
    try {
      const tokens = { current: () => requestForm(api, 'profile'), renew: () => requestForm(api, 'profile') };
      const outcome = readProfileAnswer(
        await sendAccountForm(api, 'member.php', { section: 'edit', ...values }, tokens),
      );
      setErrors(outcome.ok ? {} : outcome.errors);
      if (outcome.ok) {
        setValues(valuesOf(outcome.member));
        onSaved(outcome.member);
        notify({ type: 'success', text: t('notify.profile_changed') });
      }
    } catch (thrown) {
      notify({ type: 'error', text: thrown instanceof Error ? thrown.message : t('network.error') });
    } finally {
      setBusy(false);
    }
  }

  const text = (name: ProfileFieldName, label: string, multiline = false) => (
    <ProfileField key={name} label={label} error={errors[name]}>
      {(aria) =>
        multiline ? (
          <textarea {...aria} rows={4} value={values[name]} onChange={(e) => set(name)(e.target.value)} />
        ) : (
          <input
            {...aria}
            value={values[name]}
            maxLength={(PROFILE_LENGTHS[name]?.max ?? 200) + 50}
            onChange={(e) => set(name)(e.target.value)}
          />
        )
      }
    </ProfileField>
  );

  /** A select of one of the profile's word lists (PROFILE_CHOICES). */
  const choice = (name: keyof typeof PROFILE_CHOICES, label: string) => (
    <ChoiceField
      label={label}
      value={values[name]}
      onValue={set(name)}
      options={choices(PROFILE_CHOICES[name])}
      error={errors[name]}
    />
  );

  return (
    <form
      className="account-form member-edit__form"
      aria-label="Profile"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>Profile</h2>
      {text('about_me', 'About me', true)}
      <ProfileField label="Birth date" error={errors.birth_date}>
        {(aria) => (
          <input
            {...aria}
            type="date"
            value={values.birth_date}
            onChange={(e) => set('birth_date')(e.target.value)}
          />
        )}
      </ProfileField>
      <div className="member-edit__row">
        {choice('gender', 'Gender')}
        {choice('relationship', 'Relationship')}
        {choice('orientation', 'Orientation')}
      </div>
      <ChoiceField
        label="Country"
        value={values.country}
        onValue={set('country')}
        options={COUNTRY_OPTIONS}
        error={errors.country}
      />
      {TEXT_FIELDS.map(([name, label]) => text(name, label))}
      {text('interests', 'Interests', true)}
      {errors.notify && (
        <p className="account-form__status" role="alert">
          {profileErrorText(errors.notify)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        Save profile
      </button>
    </form>
  );
}
