import { type ModerationReport, VIDEO_STATUS } from '@tubekit/contract';
import { REPORT_REASON_LABELS } from '../../comments/comment-texts.ts';
import { t } from '../../i18n/t.ts';
import { LazyHistory } from './action-history.tsx';
import type { DoneAct } from './lists-after.ts';
import { MemberLink, VideoLink } from './member-link.tsx';
import { utcMinute } from './moderation-format.ts';
import { useModerationActs } from './use-moderation-act.ts';
import { ActError, DismissButton, VideoActs } from './video-acts.tsx';

/**
 * One open report: why (the reporter's reason and words, and a reported comment's text, all
 * plain text), what (the video and its uploader), and the acts. A comment's report acts on
 * the comment's video only through Dismiss: a moderator deletes the comment on the video page.
 */
export function ReportItem({
  report,
  banned,
  onDone,
}: {
  report: ModerationReport;
  /** Members banned from this page: their reports stay open, without a Ban button. */
  banned: number[];
  onDone: (done: DoneAct) => void;
}) {
  const acts = useModerationActs();
  const { video } = report;
  const onVideo = report.section === 'videos' && video !== null;
  const label = report.section === 'comments' ? 'Comment' : 'Video';
  const uploaderBanned = video !== null && banned.includes(video.uploader.user_id);
  return (
    <article className="moderation-item moderation-item--report" aria-label={`Report ${report.report_id}`}>
      <div className="moderation-item__body">
        <h3>
          {label} reported: {REPORT_REASON_LABELS[report.reason] ?? report.reason}
        </h3>
        <p className="moderation-item__when">{utcMinute(report.added_date)}</p>
        {report.text ? <p className="moderation-item__text">“{report.text}”</p> : null}
        {report.item_text ? (
          <blockquote className="moderation-item__quote" aria-label="Reported comment">
            {report.item_text}
          </blockquote>
        ) : null}
        {video ? (
          <p>
            {report.section === 'comments' ? 'On ' : ''}
            <VideoLink video={video} /> by <MemberLink user={video.uploader} />
            {uploaderBanned ? ' (banned)' : ''}
            {video.status_id === VIDEO_STATUS.deleted ? ` (${t('video.deleted')})` : ''}
          </p>
        ) : (
          <p>
            {report.section === 'comments' ? 'The comment is not on a video.' : 'The video no longer exists.'}
          </p>
        )}
        <div className="moderation-actions">
          <DismissButton acts={acts} item={{ report_id: report.report_id }} onDone={onDone} />
          {onVideo && video ? (
            <VideoActs
              acts={acts}
              video={video}
              uploader={uploaderBanned ? undefined : video.uploader}
              onDone={onDone}
            />
          ) : null}
        </div>
        <ActError acts={acts} />
        {video ? <LazyHistory item="videos" objectId={video.video_id} /> : null}
      </div>
    </article>
  );
}
