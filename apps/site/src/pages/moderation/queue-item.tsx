import type { Gender, ModerationQueueItem } from '@tubekit/contract';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../i18n/t.ts';
import { useHydrated } from '../../use-hydrated.ts';
import { GENDER_LABELS } from '../upload-video/upload-texts.ts';
import { HistoryList } from './action-history.tsx';
import type { DoneAct } from './lists-after.ts';
import { MemberLink, VideoLink } from './member-link.tsx';
import { clockDuration, utcMinute } from './moderation-format.ts';
import { RejectForm } from './reject-form.tsx';
import { rejectReasonText } from './reject-rule.ts';
import { useModerationActs } from './use-moderation-act.ts';
import { ActButton, ActError } from './video-acts.tsx';

// The player and the sprite strip share one chunk, loaded with the first queued item.
const QueuePlayer = lazy(() => import('./queue-media.tsx'));
const SpriteStrip = lazy(() => import('./queue-media.tsx').then((m) => ({ default: m.SpriteStrip })));

/** The preview, or the player once the moderator presses Play. */
function QueueMedia({ item }: { item: ModerationQueueItem }) {
  const [playing, setPlaying] = useState(false);
  // The media of an upload still transcoding has no images yet (the server answers '').
  const still = item.preview ? (
    <img className="moderation-item__preview" src={item.preview} alt="Preview" width={640} height={360} />
  ) : (
    <p className="moderation-item__no-preview">No preview yet</p>
  );
  if (!playing || item.sources.length === 0)
    return (
      <div className="moderation-item__screen">
        {still}
        {item.sources.length > 0 ? (
          <button type="button" className="button moderation-item__play" onClick={() => setPlaying(true)}>
            Play
          </button>
        ) : null}
      </div>
    );
  return (
    <div className="moderation-item__screen">
      <Suspense fallback={still}>
        <QueuePlayer item={item} />
      </Suspense>
    </div>
  );
}

/** One upload waiting for a decision, with everything a moderator decides on. */
export function QueueItem({ item, onDone }: { item: ModerationQueueItem; onDone: (done: DoneAct) => void }) {
  const acts = useModerationActs();
  // The sprite strip is the browser's (a lazy component the server met would be an error).
  const hydrated = useHydrated();
  const left = () => onDone({ act: 'video', video_id: item.video_id });
  const duplicate = item.near_duplicate;
  return (
    <article className="moderation-item" aria-label={item.title}>
      <div className="moderation-item__media">
        <QueueMedia item={item} />
        {item.screenshots.length > 0 ? (
          <ul className="moderation-shots" aria-label="Screenshots">
            {item.screenshots.map((src, i) => (
              <li key={src}>
                <img src={src} alt={`Screenshot ${i + 1}`} width={160} height={90} loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
        {item.timeline && hydrated ? (
          <Suspense fallback={null}>
            <SpriteStrip vtt={item.timeline} />
          </Suspense>
        ) : null}
      </div>
      <div className="moderation-item__body">
        <h3>{item.title}</h3>
        {duplicate ? (
          <p className="moderation-flag" role="note">
            Near duplicate ({Math.round(duplicate.score * 100)}% of frames) of <VideoLink video={duplicate} />
          </p>
        ) : null}
        {item.description ? <p className="moderation-item__text">{item.description}</p> : null}
        <dl className="moderation-facts">
          <dt>Duration</dt>
          <dd>{clockDuration(item.duration)}</dd>
          <dt>Uploader</dt>
          <dd>
            <MemberLink user={item.uploader} />
          </dd>
          <dt>Categories</dt>
          <dd>{item.categories.map((c) => c.title).join(', ') || '—'}</dd>
          <dt>Orientation</dt>
          <dd>{GENDER_LABELS[item.gender as Gender] ?? item.gender}</dd>
          <dt>Visibility</dt>
          <dd>{item.is_private ? 'Private' : 'Public'}</dd>
          <dt>Uploaded</dt>
          <dd>{utcMinute(item.added_date)}</dd>
        </dl>
        <div className="moderation-actions">
          <ActButton
            acts={acts}
            act="approve"
            fields={{ video_id: item.video_id }}
            done={t('moderation.approved', { title: item.title })}
            then={left}
            primary
          >
            Approve
          </ActButton>
        </div>
        <RejectForm
          title={item.title}
          busy={acts.busy}
          onReject={(reason, text) =>
            void acts.run(
              'reject',
              { video_id: item.video_id, reason, text },
              `${t('moderation.rejected', { title: item.title })} (${rejectReasonText(reason)})`,
              left,
            )
          }
        />
        <ActError acts={acts} />
        <details className="moderation-item__history">
          <summary>History ({item.history.length})</summary>
          <HistoryList actions={item.history} />
        </details>
      </div>
    </article>
  );
}
