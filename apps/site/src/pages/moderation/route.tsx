import { type ReactNode, useState } from 'react';
import { t } from '../../i18n/t.ts';
import type { PageLoader, PageMeta } from '../../route-module.ts';
import { usePageData } from '../../router/site-state.ts';
import { loadModeration, type ModerationLists, moderationErrorText } from './moderation-api.ts';
import { NoticeItem } from './notice-item.tsx';
import { QueueItem } from './queue-item.tsx';
import { ReportItem, type ReportOutcome } from './report-item.tsx';
import './moderation.css';

/** The queue, the open reports and the DMCA notices, asked for together (no-store answers). */
export const loader = (async ({ api }) => loadModeration(api)) satisfies PageLoader;

/** "Moderation"; never indexed. */
export function meta(): PageMeta {
  return { title: t('moderation.title'), noindex: true };
}

const TABS = ['queue', 'reports', 'dmca'] as const;
type Tab = (typeof TABS)[number];

/** Which reports leave the list after an act on one: the server closes them with it. */
function stillOpen(done: ModerationLists['reports'][number], outcome: ReportOutcome) {
  return (report: ModerationLists['reports'][number]) => {
    if (report.report_id === done.report_id) return false;
    if (outcome === 'unpublished' || outcome === 'deleted')
      return report.video?.video_id !== done.video?.video_id;
    if (outcome === 'banned') return report.video?.uploader.user_id !== done.video?.uploader.user_id;
    return true;
  };
}

/** The lists after an act on a report: a ban also rejects the member's queued uploads. */
function afterReport(
  lists: ModerationLists,
  done: ModerationLists['reports'][number],
  outcome: ReportOutcome,
): ModerationLists {
  const banned = outcome === 'banned' ? done.video?.uploader.user_id : undefined;
  return {
    ...lists,
    reports: lists.reports.filter(stillOpen(done, outcome)),
    queue: banned === undefined ? lists.queue : lists.queue.filter((i) => i.uploader.user_id !== banned),
  };
}

/** The three lists, each item leaving its list once acted on. */
function ModerationDesk({ initial }: { initial: ModerationLists }) {
  const [tab, setTab] = useState<Tab>('queue');
  const [lists, setLists] = useState(initial);
  const counts: Record<Tab, number> = {
    queue: lists.queue.length,
    reports: lists.reports.length,
    dmca: lists.notices.length,
  };
  const panel = (name: Tab, empty: string, items: ReactNode[]) => (
    <section
      id={`moderation-${name}`}
      role="tabpanel"
      aria-labelledby={`moderation-tab-${name}`}
      hidden={tab !== name}
      className="moderation-panel"
    >
      {items.length > 0 ? items : <p className="moderation-panel__empty">{empty}</p>}
    </section>
  );
  return (
    <>
      <div className="moderation-tabs" role="tablist" aria-label={t('moderation.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`moderation-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`moderation-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`moderation.tab.${name}`)} <span className="moderation-tabs__count">{counts[name]}</span>
          </button>
        ))}
      </div>
      {panel(
        'queue',
        t('moderation.queue_empty'),
        lists.queue.map((item) => (
          <QueueItem
            key={item.video_id}
            item={item}
            onDone={() =>
              setLists((l) => ({ ...l, queue: l.queue.filter((i) => i.video_id !== item.video_id) }))
            }
          />
        )),
      )}
      {panel(
        'reports',
        t('moderation.reports_empty'),
        lists.reports.map((report) => (
          <ReportItem
            key={report.report_id}
            report={report}
            onDone={(outcome) => setLists((l) => afterReport(l, report, outcome))}
          />
        )),
      )}
      {panel(
        'dmca',
        t('moderation.dmca_empty'),
        lists.notices.map((notice) => (
          <NoticeItem
            key={notice.notice_id}
            notice={notice}
            onDone={() =>
              setLists((l) => ({ ...l, notices: l.notices.filter((n) => n.notice_id !== notice.notice_id) }))
            }
          />
        )),
      )}
    </>
  );
}

/** /moderation/ (issue #18): moderators only; a member reads the member pages' refusal. */
export default function ModerationPage() {
  const data = usePageData<typeof loader>();
  return (
    <section className="page moderation-page">
      <h1>{t('moderation.title')}</h1>
      {data.ok ? (
        <ModerationDesk initial={data.lists} />
      ) : (
        <p className="moderation-page__denied" role="alert">
          {moderationErrorText(data.code)}
        </p>
      )}
    </section>
  );
}
