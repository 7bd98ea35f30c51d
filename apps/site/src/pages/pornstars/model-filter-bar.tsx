import type { ModelFilter } from '@tubekit/contract';
import { SortFilter } from '../../components/sort-filter.tsx';
import {
  ANY,
  FILTER_GROUPS,
  MODEL_SORT_OPTIONS,
  type ModelListSort,
  modelsHref,
  withFilter,
} from './model-filters.ts';
import './model-filter-bar.css';

/**
 * The sort selector and one selector per filter group (a dropdown on wide screens, the
 * bottom sheet with ticks on narrow ones). Every choice goes to page 1: a sort keeps the
 * filters, a filter keeps the sort and the other filters (all in the address).
 */
export function ModelFilterBar({ sort, filter }: { sort: ModelListSort; filter: ModelFilter }) {
  return (
    <div className="model-filter-bar">
      <SortFilter
        label="Sort by"
        options={MODEL_SORT_OPTIONS}
        current={sort}
        href={(key) => modelsHref(key, 1, filter)}
      />
      {FILTER_GROUPS.map((group) => (
        <SortFilter
          key={group.field}
          label={group.label}
          options={group.options}
          current={filter[group.field] === undefined ? ANY : String(filter[group.field])}
          href={(value) => modelsHref(sort, 1, withFilter(filter, group.field, value))}
        />
      ))}
    </div>
  );
}
