import { DMCA_PATH } from '@tubekit/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { CheckboxField } from '../../account/checkbox-field.tsx';
import { describedBy, FieldMessage } from '../../account/field-message.tsx';
import { requestForm, sendAccountForm } from '../../account/form-session.ts';
import { t } from '../../i18n/t.ts';
import { useApi } from '../../site-context.tsx';
import { checkDmca, type DmcaErrors, type DmcaField, type DmcaValues, readDmcaAnswer } from './dmca-rules.ts';
import '../../account/account-form.css';
import './dmca-form.css';

const EMPTY: DmcaValues = { name: '', email: '', url: '', work: '', text: '', sworn: false };

/** A labelled field with its error under it (aria-invalid, aria-describedby). */
function Field(props: {
  label: string;
  error: string | undefined;
  children: (aria: { id: string } & ReturnType<typeof describedBy>) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="account-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, ...describedBy(errorId, props.error) })}
      <FieldMessage id={errorId} error={props.error} />
    </div>
  );
}

/**
 * The contacts page's DMCA notice (POST dmca.php with the `dmca` form token): the sender,
 * the page of this site, the original work, the notice, and the sworn statement. The
 * server's checks run here first; its own refusals show under their fields. A sent notice
 * lands in the moderators' DMCA list.
 */
export default function DmcaForm() {
  const api = useApi();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<DmcaErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const set = (field: DmcaField) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDmca(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const tokens = { current: () => requestForm(api, 'dmca'), renew: () => requestForm(api, 'dmca') };
      const fields = {
        name: values.name.trim(),
        email: values.email.trim(),
        url: values.url.trim(),
        work: values.work.trim(),
        text: values.text.trim(),
        sworn: '1',
      };
      const outcome = readDmcaAnswer(await sendAccountForm(api, DMCA_PATH, fields, tokens));
      if (outcome.ok) {
        setSent(true);
        setValues(EMPTY);
      } else setErrors(outcome.errors);
    } catch {
      setErrors({ form: t('network.error') });
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <p className="account-form__notice" role="status">
        {t('dmca.sent')}
      </p>
    );
  return (
    <form className="account-form dmca-form" aria-label="DMCA notice" noValidate onSubmit={submit}>
      <Field label="Your name" error={errors.name}>
        {(aria) => <input {...aria} autoComplete="name" value={values.name} onChange={set('name')} />}
      </Field>
      <Field label="Your e-mail" error={errors.email}>
        {(aria) => (
          <input {...aria} type="email" autoComplete="email" value={values.email} onChange={set('email')} />
        )}
      </Field>
      <Field label="Address of the page on this site" error={errors.url}>
        {(aria) => (
          <input {...aria} type="url" placeholder="https://" value={values.url} onChange={set('url')} />
        )}
      </Field>
      <Field label="Your original work (an address or a description)" error={errors.work}>
        {(aria) => <input {...aria} value={values.work} onChange={set('work')} />}
      </Field>
      <Field label="Your notice" error={errors.text}>
        {(aria) => <textarea {...aria} rows={6} value={values.text} onChange={set('text')} />}
      </Field>
      <CheckboxField
        checked={values.sworn}
        error={errors.sworn}
        onChecked={(sworn) => setValues((v) => ({ ...v, sworn }))}
      >
        I swear, under penalty of perjury, that the information in this notice is accurate and that I am the
        copyright owner or authorised to act on the owner's behalf.
      </CheckboxField>
      {errors.form ? (
        <p className="account-form__status" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
        Send the notice
      </button>
    </form>
  );
}
