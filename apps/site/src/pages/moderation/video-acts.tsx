import { t } from '../../i18n/t.ts';
import { ConfirmButton } from './confirm-button.tsx';
import type { ModerationActs } from './use-moderation-act.ts';

/** What happened to a video, for the list that shows it: which items must leave. */
export type VideoOutcome = 'unpublished' | 'deleted' | 'banned';

/**
 * Unpublish, Delete (status 5) and, when the uploader is known, Ban uploader: the acts a
 * report or a DMCA notice may lead to. Delete and Ban are asked twice; they cannot be undone
 * from this page.
 */
export function VideoActs(props: {
  acts: ModerationActs;
  video: { video_id: number; title: string };
  uploader?: { user_id: number; username: string } | undefined;
  onDone: (outcome: VideoOutcome) => void;
}) {
  const { acts, video, uploader, onDone } = props;
  const { video_id: videoId, title } = video;
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={acts.busy}
        onClick={() =>
          void acts.run('unpublish', { video_id: videoId }, t('moderation.unpublished', { title }), () =>
            onDone('unpublished'),
          )
        }
      >
        Unpublish
      </button>
      <ConfirmButton
        label="Delete"
        question="Delete this video for good?"
        disabled={acts.busy}
        onConfirm={() =>
          void acts.run('delete', { video_id: videoId }, t('moderation.deleted', { title }), () =>
            onDone('deleted'),
          )
        }
      />
      {uploader ? (
        <ConfirmButton
          label="Ban uploader"
          question={`Ban ${uploader.username}?`}
          disabled={acts.busy}
          onConfirm={() =>
            void acts.run(
              'ban',
              { user_id: uploader.user_id },
              t('moderation.banned', { username: uploader.username }),
              () => onDone('banned'),
            )
          }
        />
      ) : null}
    </>
  );
}

/** The refusal of the item's last act, beside its buttons. */
export function ActError({ acts }: { acts: ModerationActs }) {
  if (!acts.error) return null;
  return (
    <p className="moderation-error" role="alert">
      {acts.error}
    </p>
  );
}
