import { useState } from 'react';
import { t } from '../i18n/t.ts';
import './social.css';

/**
 * A textarea and a send button for a wall post or a message, with the generic field checks
 * of spec section 5 (required, maximum length) before anything is sent. `onSend` resolves
 * true when the text was taken; the box is emptied then.
 */
export function TextForm(props: {
  label: string;
  button: string;
  max: number;
  /** How the max is counted; `String.length` unless given (comments count code points). */
  count?: (text: string) => number;
  onSend: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return setError(t('form.error.required'));
    if ((props.count ?? ((s: string) => s.length))(text) > props.max)
      return setError(t('form.error.max_length', { length: props.max }));
    setError('');
    setBusy(true);
    if (await props.onSend(text)) setText('');
    setBusy(false);
  }
  return (
    <form className="social-form" onSubmit={(e) => void submit(e)} noValidate>
      <label>
        <span className="visually-hidden">{props.label}</span>
        <textarea
          className="field"
          value={text}
          placeholder={props.label}
          aria-label={props.label}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {props.button}
      </button>
    </form>
  );
}
