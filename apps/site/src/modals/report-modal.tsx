import {
  COMMENT_ENDPOINTS,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportAnswer,
  type ReportReason,
} from '@tubekit/contract';
import { type FormEvent, useState } from 'react';
import { REPORT_REASON_LABELS, REPORT_TEXTS } from '../comments/comment-texts.ts';
import { t } from '../i18n/t.ts';
import { useApi } from '../site-context.tsx';
import { closeModal, openModal, useModal } from '../state/modals.ts';
import { notify } from '../state/notifications.ts';
import { ModalShell } from './modal-shell.tsx';
import './report-modal.css';

type ErrorAnswer = { error: true; code: string; field?: string };

/** What is reported: from the modal's props (`openModal('report', {props: {section, objectId}})`). */
function useReportTarget(): { section: 'videos' | 'comments'; objectId: number } {
  const section = useModal((s) => s.props.section);
  const objectId = useModal((s) => s.props.objectId);
  return { section: section === 'comments' ? 'comments' : 'videos', objectId: Number(objectId) || 0 };
}

/** The message of a refused report (or null when the dialog closes with a notice instead). */
function reportErrorText(answer: ErrorAnswer): string {
  if (answer.code === 'required') return t('form.error.required');
  if (answer.code === 'max_length') return t('form.error.max_length', { length: REPORT_TEXT_MAX });
  if (answer.code === 'rate_limited') return REPORT_TEXTS.rateLimited;
  return t('component.login.er.failed');
}

/**
 * The report dialog of a video or a comment (members and visitors alike): a reason from
 * REPORT_REASONS, optional details (required for "Something else"), sent to report.php.
 * A second report of the same item says so; either way the dialog closes with a notice.
 */
export function ReportModal() {
  const api = useApi();
  const target = useReportTarget();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!reason) return setError(REPORT_TEXTS.chooseReason);
    if (reason === 'other' && !text.trim()) return setError(t('form.error.required'));
    setBusy(true);
    try {
      const answer = await api.post<ReportAnswer | ErrorAnswer>(COMMENT_ENDPOINTS.report, {
        section: target.section,
        object_id: target.objectId,
        reason,
        text,
      });
      if (!('error' in answer)) {
        notify({ type: 'success', text: REPORT_TEXTS.sent });
        closeModal();
      } else if (answer.code === 'already_reported') {
        notify({ type: 'error', text: REPORT_TEXTS.already });
        closeModal();
      } else setError(reportErrorText(answer));
    } catch {
      setError(t('notify.network_error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalShell title={REPORT_TEXTS.title}>
      <form className="report-form" onSubmit={(e) => void send(e)} noValidate>
        <fieldset>
          <legend>{REPORT_TEXTS.intro}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className="report-form__reason">
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  // The error was about the reason (or the details of the last one): gone now.
                  setError(null);
                }}
              />
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </fieldset>
        <label className="report-form__details">
          {reason === 'other' ? REPORT_TEXTS.detailsRequired : REPORT_TEXTS.details}
          <textarea
            name="text"
            rows={3}
            maxLength={REPORT_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        {error ? (
          <p className="report-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="report-form__row">
          {target.section === 'videos' ? (
            <button type="button" className="report-form__link" onClick={() => openModal('contact-us')}>
              {REPORT_TEXTS.dmca}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? REPORT_TEXTS.sending : REPORT_TEXTS.send}
          </button>
        </div>
      </form>
    </ModalShell>
  );
}
