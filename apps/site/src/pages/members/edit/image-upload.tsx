import { IMAGE_RULES, type Member, type ProfileFieldError } from '@tubekit/contract';
import { useId, useState } from 'react';
import { requestForm } from '../../../account/form-session.ts';
import { t } from '../../../i18n/t.ts';
import { useApi } from '../../../site-context.tsx';
import { notify } from '../../../state/notifications.ts';
import { profileErrorText, readProfileAnswer } from './profile-answer.ts';
import { uploadImage } from './upload-image.ts';

export interface ImageUploadProps {
  kind: 'avatar' | 'cover';
  onSaved: (member: Member) => void;
}

const TEXT = {
  avatar: { label: 'Avatar', hint: 'A square crop of your picture, at least 100x100.', section: 'u_ava' },
  cover: { label: 'Cover', hint: 'A wide picture, at least 1250x250.', section: 'u_cover' },
} as const;

/**
 * Choose a picture and it uploads at once, with its progress; the header shows the new one
 * when the server answers. The size limit is checked here too, so a too-large file is
 * refused before it is sent; the server checks everything else (it decodes the file).
 */
export function ImageUpload({ kind, onSaved }: ImageUploadProps) {
  const api = useApi();
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<ProfileFieldError | null>(null);
  const text = TEXT[kind];

  async function send(file: File) {
    setError(null);
    if (file.size > IMAGE_RULES.maxBytes) {
      setError({ field: 'file', code: 'file_too_large', length: IMAGE_RULES.maxBytes / 1024 / 1024 });
      return;
    }
    setPercent(0);
    try {
      const { csrf } = await requestForm(api, 'avatar');
      const result = await uploadImage(text.section, csrf, file, setPercent);
      const outcome = readProfileAnswer(result.body);
      if (outcome.ok) {
        onSaved(outcome.member);
        notify({ type: 'success', text: t('notify.profile_changed') });
      } else setError(Object.values(outcome.errors)[0] ?? { field: 'file', code: 'image_load_failed' });
    } catch (thrown) {
      notify({ type: 'error', text: thrown instanceof Error ? thrown.message : t('network.error') });
    } finally {
      setPercent(null);
    }
  }

  return (
    <div className="member-edit__image">
      <label htmlFor={id} className="button">
        {percent === null ? `Change ${text.label.toLowerCase()}` : t('member.upload_progress', { percent })}
      </label>
      <input
        id={id}
        className="member-edit__file"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        disabled={percent !== null}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <p id={`${id}-hint`} className="member-edit__hint">
        {text.label}: {text.hint} JPEG, PNG, WebP or GIF, at most 10 MB.
      </p>
      {percent !== null && (
        <progress
          className="member-edit__progress"
          max={100}
          value={percent}
          aria-label={`${text.label} upload`}
        />
      )}
      {error && (
        <p className="account-field__error" role="alert">
          {profileErrorText(error)}
        </p>
      )}
    </div>
  );
}
