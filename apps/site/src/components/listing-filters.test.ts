import { DATE_FILTERED_SORTS, DATE_FILTERS, DURATION_FILTERS } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import {
  DATE_OPTIONS,
  DATE_SORTS,
  DURATION_OPTIONS,
  filteredTitle,
  filtersForSort,
  filtersFromSearch,
  NO_FILTERS,
  takesDate,
  withFilters,
} from './listing-filters.ts';

const query = (text: string) => new URLSearchParams(text);

describe('listing filters', () => {
  it("offers exactly the contract's values (the lists are not imported, to keep them off the first load)", () => {
    expect(DATE_SORTS).toEqual([...DATE_FILTERED_SORTS]);
    expect(DURATION_OPTIONS.map((o) => Number(o.key))).toEqual([...DURATION_FILTERS]);
    expect(DATE_OPTIONS.map((o) => o.key)).toEqual([...DATE_FILTERS]);
  });

  it('takes the date filter on top-rated and most-popular only', () => {
    expect(takesDate('top-rated')).toBe(true);
    expect(takesDate('most-popular')).toBe(true);
    expect(takesDate('latest-updates')).toBe(false);
    expect(takesDate(undefined)).toBe(false);
  });

  it('reads the duration and the date of the query', () => {
    expect(filtersFromSearch(query('duration=2&date=week'), 'top-rated')).toEqual({
      duration: 2,
      date: 'week',
    });
    expect(filtersFromSearch(query(''), 'top-rated')).toEqual(NO_FILTERS);
  });

  it('drops a value outside its list and a date on a sort that takes none', () => {
    expect(filtersFromSearch(query('duration=4&date=year'), 'most-popular')).toEqual(NO_FILTERS);
    expect(filtersFromSearch(query('duration=1.5'), 'most-popular')).toEqual(NO_FILTERS);
    expect(filtersFromSearch(query('duration=3&date=day'), 'longest')).toEqual({ duration: 3, date: 'all' });
    expect(filtersFromSearch(query('duration=3&date=day'))).toEqual({ duration: 3, date: 'all' });
  });

  it('keeps the duration and drops the date for a sort that takes none', () => {
    expect(filtersForSort({ duration: 1, date: 'month' }, 'most-popular')).toEqual({
      duration: 1,
      date: 'month',
    });
    expect(filtersForSort({ duration: 1, date: 'month' }, 'longest')).toEqual({ duration: 1, date: 'all' });
  });

  it('writes the filters in one order after the path or its query, and nothing without them', () => {
    expect(withFilters('/videos/top-rated/1/', { duration: 1, date: 'week' })).toBe(
      '/videos/top-rated/1/?duration=1&date=week',
    );
    expect(withFilters('/videos/top-rated/1/', { duration: 0, date: 'day' })).toBe(
      '/videos/top-rated/1/?date=day',
    );
    expect(withFilters('/search/2/?s=a%20b', { duration: 3, date: 'all' })).toBe(
      '/search/2/?s=a%20b&duration=3',
    );
    expect(withFilters('/videos/longest/1/', NO_FILTERS)).toBe('/videos/longest/1/');
  });

  it('titles a filtered listing with the labels of its filters', () => {
    expect(filteredTitle('Top rated videos', { duration: 2, date: 'week' })).toBe(
      'Top rated videos: 10–40 min, Last 7 days',
    );
    expect(filteredTitle('Top rated videos', NO_FILTERS)).toBe('Top rated videos');
  });
});
