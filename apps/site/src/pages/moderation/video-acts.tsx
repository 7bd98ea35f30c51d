import type { ModerationAct } from '@tubekit/contract';
import type { ReactNode } from 'react';
import { t } from '../../i18n/t.ts';
import { ConfirmButton } from './confirm-button.tsx';
import type { DoneAct } from './lists-after.ts';
import type { ModerationActs } from './use-moderation-act.ts';

/**
 * Unpublish, Delete (status 5) and, when the uploader is known, Ban uploader: the acts a
 * report or a DMCA notice may lead to. Delete and Ban are asked twice; they cannot be undone
 * from this page. Unpublish and Delete close the video's reports and notices (the server's
 * rule), so they leave the lists with it.
 */
export function VideoActs(props: {
  acts: ModerationActs;
  video: { video_id: number; title: string };
  /** The uploader to offer a ban of; none when unknown or banned already. */
  uploader?: { user_id: number; username: string } | undefined;
  onDone: (done: DoneAct) => void;
}) {
  const { acts, video, uploader, onDone } = props;
  const { video_id: videoId, title } = video;
  const left = () => onDone({ act: 'video', video_id: videoId });
  return (
    <>
      <ActButton
        acts={acts}
        act="unpublish"
        fields={{ video_id: videoId }}
        done={t('moderation.unpublished', { title })}
        then={left}
      >
        Unpublish
      </ActButton>
      <ConfirmButton
        label="Delete"
        question="Delete this video for good?"
        disabled={acts.busy}
        onConfirm={() =>
          void acts.run('delete', { video_id: videoId }, t('moderation.deleted', { title }), left)
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
              () => onDone({ act: 'ban', user_id: uploader.user_id }),
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

/**
 * A button that sends one act of the item (ModerationActs.run: `fields`, the `done`
 * notification, then `then`); off while any act of the item is under way.
 */
export function ActButton(props: {
  acts: ModerationActs;
  act: ModerationAct;
  fields: Record<string, string | number>;
  done: string;
  then: () => void;
  primary?: boolean;
  children: ReactNode;
}) {
  const { acts, act, fields, done, then } = props;
  return (
    <button
      type="button"
      className={props.primary ? 'button button--primary' : 'button'}
      disabled={acts.busy}
      onClick={() => void acts.run(act, fields, done, then)}
    >
      {props.children}
    </button>
  );
}

/** Dismiss: closes one report or DMCA notice with no act on its video; it leaves its list. */
export function DismissButton(props: {
  acts: ModerationActs;
  item: { report_id: number } | { notice_id: number };
  onDone: (done: DoneAct) => void;
}) {
  const { acts, item, onDone } = props;
  return (
    <ActButton
      acts={acts}
      act="dismiss"
      fields={item}
      done={t('moderation.dismissed')}
      then={() => onDone({ act: 'dismiss', ...item })}
    >
      Dismiss
    </ActButton>
  );
}
