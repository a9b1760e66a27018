// Home's 'Find your trip' (issue 26), below SPEC's theme cards: theme, month and budget, leading
// to /places with them in the address. A GET form, so it works without JavaScript; with it, the
// app goes there without a reload.
import { useNavigate } from '@tours/shared-ui/router';
import { useState, type FormEvent } from 'react';

import { filtersFromQuery, queryOfFilters } from '../trip-query';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { tripFinderTexts } from '../trip-finder/texts';
import { BudgetField, FinderForm, MonthField, ThemeField } from './trip-filter-fields';
import './trip-filters.css';

export function FindTripForm() {
  const t = useTexts(tripFinderTexts);
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [draft, setDraft] = useState({ theme: '', month: '', budget: '' });
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filters = filtersFromQuery(
      new URLSearchParams(Object.entries(draft).filter(([, value]) => value !== '')),
    );
    navigate(localePath(`/places${queryOfFilters(filters)}`));
  };

  return (
    <div className="ps-find-trip">
      <FinderForm className="ps-find-trip__form" submitText={t('findTrips')} onSubmit={submit}>
        <ThemeField value={draft.theme} onChange={set('theme')} />
        <MonthField value={draft.month} onChange={set('month')} />
        <BudgetField value={draft.budget} onChange={set('budget')} />
      </FinderForm>
    </div>
  );
}
