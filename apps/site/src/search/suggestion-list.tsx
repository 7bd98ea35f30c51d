import { t } from '../i18n/t.ts';
import { LinkSection } from './link-section.tsx';
import { isEmptyGroups, type SuggestState, searchHref } from './search-rules.ts';

/** Grouped suggestions (keywords, categories, channels, models) or "Not matches found". */
export function SuggestionList({ state, go }: { state: SuggestState; go: (href: string) => void }) {
  if (state.kind === 'loading' || state.kind === 'idle') return <p aria-busy="true">…</p>;
  if (state.kind === 'failed' || isEmptyGroups(state.groups)) return <p>{t('search.no_matches')}</p>;
  const { groups } = state;
  const sections = [
    {
      key: 'keywords' as const,
      items: groups.keywords.map((k) => ({ id: k.title, title: k.title, href: searchHref(k.title) })),
    },
    {
      key: 'categories' as const,
      items: groups.categories.map((c) => ({ id: c.dir, title: c.title, href: `/categories/${c.dir}/` })),
    },
    {
      key: 'channels' as const,
      items: groups.channels.map((c) => ({ id: c.dir, title: c.title, href: `/pornsite/${c.dir}/` })),
    },
    {
      key: 'models' as const,
      items: groups.models.map((m) => ({ id: m.dir, title: m.title, href: `/pornstar/${m.dir}/` })),
    },
  ].filter((s) => s.items.length > 0);
  return (
    <div className="search-overlay__groups">
      {sections.map((s) => (
        <LinkSection key={s.key} group={s.key} heading={t(`search.${s.key}`)} links={s.items} go={go} />
      ))}
    </div>
  );
}
