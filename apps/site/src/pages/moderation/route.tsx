import { type ReactNode, useState } from 'react';
import { t } from '../../i18n/t.ts';
import type { PageLoader, PageMeta } from '../../route-module.ts';
import { usePageData } from '../../router/site-state.ts';
import { type DeskLists, type DoneAct, listsAfter } from './lists-after.ts';
import { loadModeration, type ModerationLists, moderationErrorText } from './moderation-api.ts';
import { NoticeItem } from './notice-item.tsx';
import { QueueItem } from './queue-item.tsx';
import { ReportItem } from './report-item.tsx';
import '../../components/tabs.css';
import './moderation.css';

/** The queue, the open reports and the DMCA notices, asked for together (no-store answers). */
export const loader = (async ({ api }) => loadModeration(api)) satisfies PageLoader;

/** "Moderation"; never indexed. */
export function meta(): PageMeta {
  return { title: t('moderation.title'), noindex: true };
}

const TABS = ['queue', 'reports', 'dmca'] as const;
type Tab = (typeof TABS)[number];

/** The three lists as tabs; an item leaves its lists once acted on (see listsAfter). */
function ModerationDesk({ initial }: { initial: ModerationLists }) {
  const [tab, setTab] = useState<Tab>('queue');
  const [lists, setLists] = useState<DeskLists>(() => ({ ...initial, banned: [] }));
  const done = (act: DoneAct) => setLists((current) => listsAfter(current, act));
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
      <div className="tabs moderation-tabs" role="tablist" aria-label={t('moderation.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`moderation-tab-${name}`}
            type="button"
            className="tabs__tab"
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
        lists.queue.map((item) => <QueueItem key={item.video_id} item={item} onDone={done} />),
      )}
      {panel(
        'reports',
        t('moderation.reports_empty'),
        lists.reports.map((report) => (
          <ReportItem key={report.report_id} report={report} banned={lists.banned} onDone={done} />
        )),
      )}
      {panel(
        'dmca',
        t('moderation.dmca_empty'),
        lists.notices.map((notice) => <NoticeItem key={notice.notice_id} notice={notice} onDone={done} />),
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
