import {
  AGE_GROUPS,
  ETHNICITIES,
  formatModelFilter,
  HAIR_COLORS,
  HEIGHT_GROUPS,
  LETTERS,
  MODEL_GENDERS,
  type ModelFilter,
  type ModelSort,
  parseModelFilter,
  WEIGHT_GROUPS,
} from '@tubekit/contract';
import { entitySortOptions, optionLabel } from '../../components/entity-sorts.ts';
import type { SortOption } from '../../components/sort-filter.tsx';

/**
 * The sorts of the models page, /pornstars/ (spec section 9 "Models"), in menu order. The
 * models service also knows most-popular-toptn (its own default), which the page does not offer.
 */
export const MODEL_SORT_OPTIONS = entitySortOptions([
  'alphabetaz',
  'alphabetza',
  'most-popular',
  'top-rated',
  'most-viewed',
  'count-videos',
  'most-subscribed',
  'most-commented',
  'latest-updates',
  'recent',
] satisfies ModelSort[]);

/** A sort the models page lists. */
export type ModelListSort = (typeof MODEL_SORT_OPTIONS)[number]['key'];

/** True for a sort of the models page; anything else is not a listing. */
export function isModelListSort(value: string | undefined): value is ModelListSort {
  return MODEL_SORT_OPTIONS.some((o) => o.key === value);
}

/** The label of a models page sort. */
export function modelListSortLabel(sort: ModelListSort): string {
  return optionLabel(MODEL_SORT_OPTIONS, sort);
}

/** A filter field that the page offers (every ModelFilter field of the spec's enumerations). */
export type FilterField = Exclude<keyof ModelFilter, 'country'>;

/** One filter group: its query key (the contract's field name), label and options. */
export interface FilterGroup {
  field: FilterField;
  label: string;
  options: readonly SortOption[];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Options of an enumeration keyed by wire value (`{1: '18-21'}`). */
const fromTable = (table: Record<number, string>, words = false): SortOption[] =>
  Object.entries(table).map(([key, label]) => ({ key, label: words ? capitalize(label) : label }));

/** "Any" clears the group's filter: its key is the empty value. */
export const ANY = '';
const any: SortOption = { key: ANY, label: 'Any' };

/**
 * The filter groups of spec section 3 "Filter enumerations" that apply to models, with
 * exactly the contract's values. Country is left out: the spec lists no country enumeration.
 */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  { field: 'gender', label: 'Gender', options: [any, ...fromTable(MODEL_GENDERS, true)] },
  { field: 'age_group', label: 'Age', options: [any, ...fromTable(AGE_GROUPS)] },
  { field: 'hair', label: 'Hair', options: [any, ...fromTable(HAIR_COLORS, true)] },
  { field: 'height', label: 'Height', options: [any, ...fromTable(HEIGHT_GROUPS)] },
  { field: 'weight', label: 'Weight', options: [any, ...fromTable(WEIGHT_GROUPS)] },
  {
    field: 'ethnicity',
    label: 'Ethnicity',
    options: [any, ...ETHNICITIES.map((e) => ({ key: e, label: capitalize(e) }))],
  },
  {
    field: 'letter',
    label: 'Letter',
    options: [any, ...LETTERS.map((l) => ({ key: l, label: l.toUpperCase() }))],
  },
];

const FIELDS = FILTER_GROUPS.map((g) => g.field);

/**
 * The filter of a page address: each group's query parameter (`?hair=5&letter=a`), checked
 * with the contract's parser. A value outside its enumeration is dropped, not an error, so
 * an old or hand-edited link still lists models.
 */
export function filterFromSearch(search: URLSearchParams): ModelFilter {
  const filter: ModelFilter = {};
  for (const field of FIELDS) {
    const raw = search.get(field) ?? '';
    if (raw === '') continue;
    // The filter string is dot-separated: a value with a dot could shift the fields.
    if (raw.includes('.')) continue;
    const probe: Record<string, string> = { [field]: raw };
    const parsed = parseModelFilter(formatModelFilter(probe as ModelFilter));
    if (parsed.ok) Object.assign(filter, parsed.value);
  }
  return filter;
}

/** The query string of a filter (`?gender=2&hair=5`, '' without one), in the groups' order. */
export function filterQuery(filter: ModelFilter): string {
  const search = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filter[field];
    if (value !== undefined) search.set(field, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The filter with one group set to `value` (or cleared by ANY). */
export function withFilter(filter: ModelFilter, field: FilterField, value: string): ModelFilter {
  const next: Record<string, string | number | undefined> = { ...filter };
  if (value === ANY) delete next[field];
  else next[field] = value;
  return next as ModelFilter;
}

/** True when any filter group is set. */
export function hasFilter(filter: ModelFilter): boolean {
  return FIELDS.some((f) => filter[f] !== undefined);
}

/** The address of a models page. */
export function modelsHref(sort: string, page: number, filter: ModelFilter): string {
  return `/pornstars/${sort}/${page}/${filterQuery(filter)}`;
}
