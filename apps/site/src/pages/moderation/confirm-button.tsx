import { useState } from 'react';

/**
 * A button for an act that cannot be taken back (delete, ban): the first click asks
 * "`question`" with Yes and Cancel beside it; only Yes acts.
 */
export function ConfirmButton(props: {
  label: string;
  question: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="button" disabled={props.disabled} onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  return (
    <fieldset className="moderation-confirm" aria-label={props.question}>
      <span>{props.question}</span>
      <button
        type="button"
        className="button button--danger"
        disabled={props.disabled}
        onClick={() => {
          setAsking(false);
          props.onConfirm();
        }}
      >
        Yes, {props.label.toLowerCase()}
      </button>
      <button type="button" className="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </fieldset>
  );
}
