import { useEffect, useState } from 'react';
import type { CardVideo } from '../../components/video-card.tsx';
import { VideoGrid } from '../../components/video-grid.tsx';
import { t } from '../../i18n/t.ts';
import type { PageMeta } from '../../route-module.ts';
import { Link } from '../../router/link.tsx';
import { useUser } from '../../state/user.ts';
import { type LocalRecord, listHistory } from '../../storage/records.ts';

const TITLE = 'History';

/** The history lives on this device only: nothing for search engines to index. */
export function meta(): PageMeta {
  return { title: TITLE, description: 'The videos you watched on this device.', noindex: true };
}

/** A history record as a card (records keep no votes, so the card shows no rating). */
export function historyCard(record: LocalRecord & { dir: string }): CardVideo {
  return {
    video_id: record.video_id,
    dir: record.dir,
    title: record.title,
    duration: record.duration,
    post_date: record.post_date,
    scr: record.scr,
    video_viewed: record.video_viewed,
  };
}

/** Reads the history store once in the browser; null until read (and on the server). */
function useHistoryRecords(): LocalRecord[] | null {
  const [records, setRecords] = useState<LocalRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    void listHistory().then((list) => {
      if (live) setRecords(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return records;
}

/**
 * /history/: the videos watched on this device (IndexedDB watch_history), newest first,
 * as cards; "Your viewing history is empty." when there are none (spec section 2). A
 * member is pointed to their profile's History tab.
 */
export default function HistoryPage() {
  const records = useHistoryRecords();
  const user = useUser();
  // A member's history lives in their account (issue #17); this browser's went there at sign-in.
  if (user)
    return (
      <section className="page page--history">
        <h1>{TITLE}</h1>
        <p>
          Your viewing history is kept with your account:{' '}
          <Link to={`/members/${user.user_id}/history/1/`}>see it in your profile</Link>.
        </p>
      </section>
    );
  // A record without a dir has no page address to link to.
  const cards = records?.filter((r): r is LocalRecord & { dir: string } => Boolean(r.dir)).map(historyCard);
  return (
    <section className="page page--history">
      <h1>{TITLE}</h1>
      {cards ? (
        <VideoGrid videos={cards} emptyText={t('history.empty')} />
      ) : (
        <p className="listing__loading" role="status">
          Loading…
        </p>
      )}
    </section>
  );
}
