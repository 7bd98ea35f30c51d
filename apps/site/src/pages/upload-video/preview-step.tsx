import { useId } from 'react';
import { UploadErrors } from './upload-field.tsx';
import type { UploadStep } from './upload-steps-state.ts';
import { UPLOAD_TEXTS } from './upload-texts.ts';
import { usePreviewActions } from './use-preview-actions.ts';
import type { UploadFlow } from './use-upload-flow.ts';

type PreviewStepState = Extract<UploadStep, { name: 'preview' }>;

/**
 * The preview step (spec: "a preview must be selected"): the frames the server took, one
 * radio each, or an image of the member's own; then Publish.
 */
export function PreviewStep({ flow, step }: { flow: UploadFlow; step: PreviewStepState }) {
  const id = useId();
  const actions = usePreviewActions(flow, step);
  const { upload, busy, imagePercent, errors } = step;
  return (
    <section className="upload-video__step" aria-label={UPLOAD_TEXTS.previewHeading}>
      <h2>{UPLOAD_TEXTS.previewHeading}</h2>
      <p className="upload-video__hint">{UPLOAD_TEXTS.previewHint}</p>
      <fieldset className="upload-video__frames" disabled={busy}>
        <legend className="visually-hidden">{UPLOAD_TEXTS.previewHeading}</legend>
        {upload.previews.map((src, index) => {
          const n = index + 1;
          const label = UPLOAD_TEXTS.previewFrame.replace('{n}', String(n));
          return (
            <label
              key={src}
              className={upload.preview === n ? 'upload-video__frame is-chosen' : 'upload-video__frame'}
            >
              <input
                type="radio"
                name={`${id}-preview`}
                checked={upload.preview === n}
                aria-label={label}
                onChange={() => void actions.chooseFrame(n)}
              />
              <img src={src} alt="" width={320} height={180} loading="lazy" />
            </label>
          );
        })}
      </fieldset>
      <div className="account-field">
        <label htmlFor={`${id}-image`}>{UPLOAD_TEXTS.previewImage}</label>
        <input
          id={`${id}-image`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={(event) => {
            const image = event.target.files?.[0];
            event.target.value = '';
            if (image) void actions.chooseImage(image);
          }}
        />
        {imagePercent !== null && (
          <progress max={100} value={imagePercent} aria-label={UPLOAD_TEXTS.previewImage} />
        )}
        {upload.preview === -1 && <p role="status">{UPLOAD_TEXTS.previewImageChosen}</p>}
      </div>
      <UploadErrors errors={errors} />
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => void actions.publish()}
      >
        {UPLOAD_TEXTS.publish}
      </button>
    </section>
  );
}
