// The finder's empty result: it says so and offers to clear each filter (links, so they work
// without JavaScript too) or all of them.
import type { TripFilters } from '@tours/shared-ui/domain';
import { Link } from '@tours/shared-ui/router';

import { FILTER_KEYS, queryOfFilters, withoutFilter, type FilterKey } from '../trip-query';
import { useDates, useLocalePath, useTexts, type Translate } from '../../../lib/i18n';
import { destinationsTexts, nightsChoice } from '../texts';
import { useRupees } from '../../../lib/rupees';

function valueText(
  filters: TripFilters,
  key: FilterKey,
  t: Translate<keyof typeof destinationsTexts.en>,
  month: (month: string) => string,
  rupees: (amount: number) => string,
): string {
  switch (key) {
    case 'month':
      return month(filters.month ?? '');
    case 'budget':
      return rupees(filters.budget ?? 0);
    case 'nights':
      return nightsChoice(t, filters.nights ?? '');
    default:
      return String(filters[key]);
  }
}

export function NoTrips({ filters }: { filters: TripFilters }) {
  const t = useTexts(destinationsTexts);
  const rupees = useRupees();
  const localePath = useLocalePath();
  const { month } = useDates();
  const active = FILTER_KEYS.filter((key) => filters[key] !== undefined);
  return (
    <div className="ps-no-trips">
      <p className="ps-status">{t('noTrips')}</p>
      <p>{t('noTripsHint')}</p>
      <ul className="ps-no-trips__links">
        {active.map((key) => (
          <li key={key}>
            <Link to={localePath(`/places${queryOfFilters(withoutFilter(filters, key))}`)}>
              {t('clearFilter', { filter: key, value: valueText(filters, key, t, month, rupees) })}
            </Link>
          </li>
        ))}
        <li>
          <Link to={localePath('/places')}>{t('clearFilters')}</Link>
        </li>
      </ul>
    </div>
  );
}
