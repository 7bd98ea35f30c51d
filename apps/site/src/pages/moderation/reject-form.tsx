import type { RejectReason } from '@tubekit/contract';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../../i18n/t.ts';
import { isForbiddenContent, REJECT_CHOICES, rejectError, rejectReasonText } from './reject-rule.ts';

/**
 * The Reject form of a queued upload: a reason (the spec's forbidden content first, in its
 * own group), and the moderator's explanation, required for `other`. The uploader reads both.
 */
export function RejectForm(props: {
  title: string;
  busy: boolean;
  onReject: (reason: RejectReason, text: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState<RejectReason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rejectError(reason, text);
    setError(found);
    if (!found && reason) props.onReject(reason, text.trim());
  };
  const option = (r: RejectReason) => (
    <option key={r} value={r}>
      {rejectReasonText(r)}
    </option>
  );
  return (
    <form className="moderation-reject" aria-label={`Reject ${props.title}`} noValidate onSubmit={submit}>
      <label htmlFor={`${id}-reason`}>{t('moderation.reject_reason')}</label>
      <select
        id={`${id}-reason`}
        value={reason}
        onChange={(e) => setReason(e.target.value as RejectReason | '')}
      >
        <option value="">—</option>
        <optgroup label="Forbidden content">{REJECT_CHOICES.filter(isForbiddenContent).map(option)}</optgroup>
        <optgroup label="Other reasons">
          {REJECT_CHOICES.filter((r) => !isForbiddenContent(r)).map(option)}
        </optgroup>
      </select>
      <label htmlFor={`${id}-text`}>{t('moderation.reject_text')}</label>
      <textarea
        id={`${id}-text`}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="moderation-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--danger" disabled={props.busy}>
        Reject
      </button>
    </form>
  );
}
