import { Link } from '../../router/link.tsx';
import type { ProgressMeter } from './progress-meter.ts';
import { formatBytes, formatTimeLeft, percentSent, secondsLeft } from './progress-meter.ts';
import { UploadErrors } from './upload-field.tsx';
import type { UploadStep } from './upload-steps-state.ts';
import { UPLOAD_TEXTS, uploadErrorText } from './upload-texts.ts';

/** The uploading step: percentage, bytes sent of the total, speed and time left. */
export function UploadingStep({ meter, fileName }: { meter: ProgressMeter; fileName: string }) {
  const percent = percentSent(meter);
  const left = secondsLeft(meter);
  return (
    <section className="upload-video__step" aria-label={UPLOAD_TEXTS.uploading}>
      <h2>
        {UPLOAD_TEXTS.uploading} {percent}%
      </h2>
      <p className="upload-video__file">{fileName}</p>
      <progress
        className="upload-video__progress"
        max={100}
        value={percent}
        aria-label={UPLOAD_TEXTS.uploading}
      />
      <p className="upload-video__figures">
        <span>
          {UPLOAD_TEXTS.uploadingDetail
            .replace('{sent}', formatBytes(meter.sent))
            .replace('{total}', formatBytes(meter.total))}
        </span>
        {meter.speed > 0 && <span>{UPLOAD_TEXTS.speed.replace('{speed}', formatBytes(meter.speed))}</span>}
        {left !== null && <span>{UPLOAD_TEXTS.timeLeft.replace('{time}', formatTimeLeft(left))}</span>}
      </p>
      <p className="upload-video__hint">{UPLOAD_TEXTS.keepOpen}</p>
    </section>
  );
}

/** While the server checks the file (ffprobe, duplicate, frames). */
export function CheckingStep() {
  return (
    <section className="upload-video__step" aria-label={UPLOAD_TEXTS.checking}>
      <p role="status">{UPLOAD_TEXTS.checking}</p>
      <progress className="upload-video__progress" aria-label={UPLOAD_TEXTS.checking} />
    </section>
  );
}

/** Success: the video shows after moderation; where to follow it. */
export function SuccessStep({ userId, onAnother }: { userId: number; onAnother: () => void }) {
  return (
    <section className="upload-video__step" aria-label={UPLOAD_TEXTS.successHeading}>
      <h2>{UPLOAD_TEXTS.successHeading}</h2>
      <p role="status">{UPLOAD_TEXTS.success}</p>
      <p className="upload-video__actions">
        <Link to={`/members/${userId}/uploaded_videos/1/`} className="button button--primary">
          {UPLOAD_TEXTS.successLink}
        </Link>
        <button type="button" className="button" onClick={onAnother}>
          {UPLOAD_TEXTS.another}
        </button>
      </p>
    </section>
  );
}

/**
 * An error: the spec's texts ("Error [{code}] uploading video to the site, please contact
 * support", "Video not uploaded"...); a dropped connection says the bytes are kept and
 * offers Try again.
 */
export function ErrorStep(props: {
  step: Extract<UploadStep, { name: 'error' }>;
  onRetry: () => void;
  onAnother: () => void;
}) {
  const { errors, status, resumable } = props.step;
  return (
    <section className="upload-video__step" aria-label={UPLOAD_TEXTS.errorHeading}>
      <h2>{UPLOAD_TEXTS.errorHeading}</h2>
      {resumable && status === undefined ? (
        <p className="account-field__error" role="alert">
          {UPLOAD_TEXTS.connectionLost}
        </p>
      ) : status !== undefined ? (
        <div className="account-field__error" role="alert">
          {errors.map((error) => (
            <p key={error.code}>{uploadErrorText(error, status)}</p>
          ))}
        </div>
      ) : (
        <UploadErrors errors={errors} />
      )}
      <p className="upload-video__actions">
        {resumable && (
          <button type="button" className="button button--primary" onClick={props.onRetry}>
            {UPLOAD_TEXTS.retry}
          </button>
        )}
        <button type="button" className="button" onClick={props.onAnother}>
          {UPLOAD_TEXTS.another}
        </button>
      </p>
    </section>
  );
}
