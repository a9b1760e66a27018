// The finder's empty result: it says so and offers to clear each filter (links, so they work
// without JavaScript too) or all of them.
import { formatInr } from '@tours/shared-ui/booking-office';
import type { TripFilters } from '@tours/shared-ui/domain';
import { Link } from '@tours/shared-ui/router';

import { FILTER_KEYS, queryOfFilters, withoutFilter, type FilterKey } from '../trip-query';
import {
  CLEAR_FILTERS,
  clearFilterText,
  FILTER_NAMES,
  NO_TRIPS,
  NO_TRIPS_HINT,
  nightsChoiceText,
} from '../texts';
import { monthText } from './trip-filter-fields';

function valueText(filters: TripFilters, key: FilterKey): string {
  switch (key) {
    case 'month':
      return monthText(filters.month ?? '');
    case 'budget':
      return formatInr(filters.budget ?? 0);
    case 'nights':
      return nightsChoiceText(filters.nights ?? '');
    default:
      return String(filters[key]);
  }
}

export function NoTrips({ filters }: { filters: TripFilters }) {
  const active = FILTER_KEYS.filter((key) => filters[key] !== undefined);
  return (
    <div className="ps-no-trips">
      <p className="ps-status">{NO_TRIPS}</p>
      <p>{NO_TRIPS_HINT}</p>
      <ul className="ps-no-trips__links">
        {active.map((key) => (
          <li key={key}>
            <Link to={`/places${queryOfFilters(withoutFilter(filters, key))}`}>
              {clearFilterText(FILTER_NAMES[key], valueText(filters, key))}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/places">{CLEAR_FILTERS}</Link>
        </li>
      </ul>
    </div>
  );
}
