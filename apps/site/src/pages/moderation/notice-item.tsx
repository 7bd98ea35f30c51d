import type { DmcaNotice } from '@tubekit/contract';
import { LazyHistory } from './action-history.tsx';
import type { DoneAct } from './lists-after.ts';
import { VideoLink } from './member-link.tsx';
import { utcMinute } from './moderation-format.ts';
import { useModerationActs } from './use-moderation-act.ts';
import { ActError, DismissButton, VideoActs } from './video-acts.tsx';

/**
 * One DMCA notice from the contacts page: the sender, the page they name (a text, not a
 * link: anyone may send a notice), their work and words, all plain text. When the address
 * names a video of the site, it may be unpublished or deleted from here.
 */
export function NoticeItem({ notice, onDone }: { notice: DmcaNotice; onDone: (done: DoneAct) => void }) {
  const acts = useModerationActs();
  return (
    <article
      className="moderation-item moderation-item--notice"
      aria-label={`DMCA notice ${notice.notice_id}`}
    >
      <div className="moderation-item__body">
        <h3>
          {notice.name} &lt;{notice.email}&gt;
        </h3>
        <p className="moderation-item__when">{utcMinute(notice.added_date)}</p>
        <dl className="moderation-facts">
          <dt>Page</dt>
          <dd className="moderation-facts__long">{notice.url}</dd>
          <dt>Original work</dt>
          <dd className="moderation-facts__long">{notice.work}</dd>
          <dt>Video</dt>
          <dd>
            {notice.video_id ? (
              <VideoLink video={{ video_id: notice.video_id, title: `Video ${notice.video_id}` }} />
            ) : (
              'none found at this address'
            )}
          </dd>
        </dl>
        <p className="moderation-item__text">{notice.text}</p>
        <div className="moderation-actions">
          <DismissButton acts={acts} item={{ notice_id: notice.notice_id }} onDone={onDone} />
          {notice.video_id ? (
            <VideoActs
              acts={acts}
              video={{ video_id: notice.video_id, title: `video ${notice.video_id}` }}
              onDone={onDone}
            />
          ) : null}
        </div>
        <ActError acts={acts} />
        <LazyHistory item="dmca" objectId={notice.notice_id} />
      </div>
    </article>
  );
}
