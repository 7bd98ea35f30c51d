import { countryName, type ModelInfo } from '@tubekit/contract';
import { InfoTable } from '../../../components/info-table.tsx';
import { t } from '../../../i18n/t.ts';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { ModelHeader } from '../model-header.tsx';
import { modelPages } from '../model-loader.ts';

/**
 * The info fields of spec section 3 ("Model (performer) info" and its further labels), in
 * the order shown. race is the same value as ethnicity (see ModelInfo), so it is shown once.
 */
export const MODEL_INFO_LABELS: readonly [keyof ModelInfo, string][] = [
  ['alias', 'Alias'],
  ['gender', 'Gender'],
  ['age', 'Age'],
  ['birth_date', 'Birth date'],
  ['zodiac', 'Zodiac'],
  ['country', 'Country'],
  ['ethnicity', 'Ethnicity'],
  ['hair', 'Hair'],
  ['eye', 'Eye color'],
  ['height', 'Height'],
  ['weight', 'Weight'],
  ['measurements', 'Measurements'],
  ['size_tits', 'Bust size'],
  ['tattoo', 'Tattoos'],
  ['piercing', 'Piercings'],
  ['career', 'Career'],
  ['career_start', 'Career start'],
  ['debut_age', 'Debut age'],
  ['career_status', 'Career status'],
  ['career_end', 'Career end'],
  ['education', 'Education'],
  ['relationship', 'Relationship'],
  ['orientation', 'Sexual orientation'],
  ['website', 'Website'],
  ['added_date', 'Added'],
];

/** An ISO timestamp shows as its day (`2025-01-01T00:00:00Z` -> `2025-01-01`); other text as is. */
function display(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) ? value.slice(0, 10) : value;
}

/** The value of a field as a person reads it: the country's name from the spec's table, not its code. */
function shownValue(info: ModelInfo, key: keyof ModelInfo): string {
  if (key === 'country') return countryName(info.country.toLowerCase()) || info.country;
  return display(info[key]);
}

/** The known fields (an empty value is unknown and not shown). */
export function infoRows(info: ModelInfo): [string, string][] {
  const rows = MODEL_INFO_LABELS.filter(([key]) => info[key] !== '').map(([key, label]): [string, string] => [
    label,
    shownValue(info, key),
  ]);
  // Older records may carry only race.
  if (info.ethnicity === '' && info.race !== '') rows.push(['Ethnicity', info.race]);
  return rows;
}

/** /pornstar/{dir}/info/: the model's info block. An unknown model is the 404. */
export const loader = (async ({ params, api }) => ({
  model: await modelPages.load(api, modelPages.dir(params.dir)),
})) satisfies PageLoader;

/** "{Model} info". */
export function meta({ data, url }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  const { model } = data;
  const known = infoRows(model.info)
    .slice(0, 3)
    .map(([label, value]) => `${label}: ${value}`)
    .join(', ');
  return {
    title: `${model.title} info`,
    description: known ? `${model.title}. ${known}.` : `About ${model.title}.`,
    canonical: modelPages.canonical(url, model.dir, 'info/'),
  };
}

/** The info page. */
export default function ModelInfoPage() {
  const { model } = usePageData<typeof loader>();
  const rows = infoRows(model.info);
  return (
    <section className="page page--pornstar-info">
      <ModelHeader model={model} heading={model.title} />
      <h2>{model.title} info</h2>
      {rows.length === 0 ? (
        <p className="video-grid__empty">{t('listing.empty')}</p>
      ) : (
        <InfoTable className="model-info" rows={rows} />
      )}
    </section>
  );
}
