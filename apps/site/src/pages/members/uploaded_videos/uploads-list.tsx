import { type UploadAnswer, type UploadsListAnswer, VIDEO_EDIT_PATH } from '@tubekit/contract';
import { useEffect, useState } from 'react';
import { Link } from '../../../router/link.tsx';
import { useApi } from '../../../site-context.tsx';
import { videoPageHref } from '../../moderation/member-link.tsx';
import { isMoving, uploadStatus } from './upload-status.ts';

/** How often the tab looks again while an upload is checked or transcoded. */
export const REFRESH_MS = 10_000;

/**
 * The owner's uploads, newest first, each with its state: transcoding progress, why it was
 * refused or rejected, a link to carry on, and the video once published. While one is
 * moving (checking, transcoding) the list asks video_edit.php again every REFRESH_MS.
 */
export function UploadsList({ initial }: { initial: UploadAnswer[] }) {
  const api = useApi();
  const [uploads, setUploads] = useState(initial);
  const moving = uploads.some(isMoving);

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(async () => {
      const answer = await api.get<UploadsListAnswer>(VIDEO_EDIT_PATH).catch(() => null);
      if (answer && Array.isArray(answer.uploads)) setUploads(answer.uploads);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [api, moving]);

  if (uploads.length === 0) return null;
  return (
    <section className="member-uploads" aria-label="Your uploads">
      <h2>Your uploads</h2>
      <ul className="member-uploads__list">
        {uploads.map((upload) => {
          const status = uploadStatus(upload);
          return (
            <li key={upload.upload_id} className={`member-uploads__item is-${upload.state}`}>
              <p className="member-uploads__title">
                {upload.state === 'published' && upload.video_id ? (
                  <Link to={videoPageHref({ video_id: upload.video_id, title: upload.title })}>
                    {upload.title}
                  </Link>
                ) : (
                  upload.title || upload.file_name
                )}
              </p>
              <p className="member-uploads__state">{status.label}</p>
              {status.progress !== null && (
                <progress max={100} value={status.progress} aria-label={`${upload.title}: ${status.label}`} />
              )}
              {status.detail && <p className="member-uploads__detail">{status.detail}</p>}
              {status.action && (
                <Link to={status.action.href} className="button">
                  {status.action.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
