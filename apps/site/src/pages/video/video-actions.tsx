import { POST_ENDPOINTS, type StatAnswer, type Video } from '@tubekit/contract';
import { useEffect, useState } from 'react';
import { t, tAnswer } from '../../i18n/t.ts';
import { addToAccount } from '../../library/library-calls.ts';
import { showSaveNotice } from '../../library/library-notices.ts';
import { saveWatchLater } from '../../library/video-lists.ts';
import { useApi } from '../../site-context.tsx';
import { openModal } from '../../state/modals.ts';
import { notify } from '../../state/notifications.ts';
import { useUser } from '../../state/user.ts';
import { countsWithOwnVote, type OwnVote, ownVoteKey, readOwnVote, rememberOwnVote } from './own-votes.ts';
import { VoteButton } from './vote-icon.tsx';

/**
 * The notice of an input.php answer (spec section 8): `notify.<prefix>_success`, or
 * `notify.<prefix>_<code>`. Skipped when the code names the field 'notify': the response
 * interceptor has shown that one already.
 */
export function showStatNotice(answer: StatAnswer, prefix: 'vote' | 'subscribe'): void {
  if (answer.ok) notify({ type: 'success', text: t(`notify.${prefix}_success`) });
  else if (answer.field !== 'notify')
    notify({ type: 'error', text: tAnswer(`notify.${prefix}_${answer.code ?? 'invalid_param'}`) });
}

/**
 * Like and dislike (input.php act=vote), favourite (the login modal for a visitor, spec
 * section 4), report (the report dialog, for anyone), and Watch later (the member's account, or a visitor's
 * IndexedDB). Key it by the video id so the counts start over on another video.
 * The visitor's own vote is remembered in this browser (own-votes.ts): its button shows
 * pressed and the counts include it even when the video JSON was cached before the vote.
 */
export function VideoActions({ video }: { video: Video }) {
  const user = useUser();
  const api = useApi();
  const [counts, setCounts] = useState({ likes: video.likes, dislikes: video.dislikes });
  const [voting, setVoting] = useState(false);
  const [own, setOwn] = useState<OwnVote | null>(null);
  const voteKey = ownVoteKey(user?.user_id, video.video_id);

  // After hydration only: the server's markup cannot know this browser's votes.
  useEffect(() => {
    const remembered = readOwnVote(voteKey);
    setOwn(remembered);
    setCounts((shown) => countsWithOwnVote(shown, remembered, Date.now()));
  }, [voteKey]);

  async function vote(value: 1 | 0) {
    // The server counts one vote per voter: say so without asking it again.
    if (own) {
      notify({ type: 'error', text: t('notify.vote_already_voted') });
      return;
    }
    setVoting(true);
    try {
      const answer = await api.post<StatAnswer>(POST_ENDPOINTS.stat, {
        act: 'vote',
        section: 'videos',
        object_id: video.video_id,
        vote: value,
      });
      showStatNotice(answer, 'vote');
      if (answer.ok && answer.statistics) {
        const counted: OwnVote = { vote: value, ...answer.statistics, at: Date.now() };
        rememberOwnVote(voteKey, counted);
        setOwn(counted);
        setCounts(answer.statistics);
      }
    } catch {
      // No answer at all: the transport rejects with "Network Error"; nothing was counted.
      notify({ type: 'error', text: t('notify.network_error') });
    } finally {
      setVoting(false);
    }
  }

  async function favourite() {
    if (!user) return openModal('login');
    // Spec section 7: stat (favourite) is act favourite, section add, video_id.
    showSaveNotice(await addToAccount(api, 'favourite', video.video_id), 'favourites', video.title);
  }

  // Members and visitors alike report to the moderation queue (report.php).
  function report() {
    openModal('report', { props: { section: 'videos', objectId: video.video_id } });
  }

  async function watchLater() {
    const outcome = await saveWatchLater(api, video);
    // A visitor's browser that refuses IndexedDB saves nothing and says nothing (spec section 8).
    if (outcome !== false || user) showSaveNotice(outcome, 'watch_later', video.title);
  }

  return (
    <div className="video-actions">
      <VoteButton
        count={counts.likes}
        pressed={own?.vote === 1}
        disabled={voting}
        onVote={() => void vote(1)}
      />
      <VoteButton
        down
        count={counts.dislikes}
        pressed={own?.vote === 0}
        disabled={voting}
        onVote={() => void vote(0)}
      />
      <button type="button" className="button" onClick={() => void favourite()}>
        Favourite
      </button>
      <button type="button" className="button" onClick={() => void watchLater()}>
        Watch later
      </button>
      <button type="button" className="button" onClick={report}>
        Report
      </button>
    </div>
  );
}
