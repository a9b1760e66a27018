// The filters of /places: a GET form to /places, so that without JavaScript submitting it loads
// the filtered page the server renders from its query. With JavaScript the page updates in place:
// a choice from a list applies at once (the address replaced: Back leaves the page, not each
// choice), typed numbers apply on 'Show trips' (the address pushed: Back returns to the last search).
import { SelectField, TextField } from '@tours/shared-ui/components';
import type { TripFilters } from '@tours/shared-ui/domain';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import { filtersFromQuery, NIGHTS_CHOICES, type FilterKey } from '../trip-query';
import { useTexts } from '../../../lib/i18n';
import { destinationsTexts, nightsChoice } from '../texts';
import { BudgetField, FinderForm, MonthField, ThemeField } from './trip-filter-fields';
import './trip-filters.css';

type Draft = Record<FilterKey, string>;

const draftOf = (filters: TripFilters): Draft => ({
  theme: filters.theme ?? '',
  month: filters.month ?? '',
  budget: filters.budget === undefined ? '' : String(filters.budget),
  nights: filters.nights ?? '',
  travellers: filters.travellers === undefined ? '' : String(filters.travellers),
});

/** The filters a draft stands for (what is not a filter is dropped, as in an address). */
const filtersOf = (draft: Draft): TripFilters =>
  filtersFromQuery(new URLSearchParams(Object.entries(draft).filter(([, value]) => value !== '')));

export interface TripFiltersFormProps {
  filters: TripFilters;
  onApply: (filters: TripFilters, options: { replace: boolean }) => void;
}

export function TripFiltersForm({ filters, onApply }: TripFiltersFormProps) {
  const t = useTexts(destinationsTexts);
  const [draft, setDraft] = useState(() => draftOf(filters));
  // The filters this form last put in the address: when the address catches up with them, what
  // was typed meanwhile (a budget typed while the month's choice loaded) stays in the fields.
  const applied = useRef<string | null>(null);
  // The address changed otherwise (Back, a 'clear' link): the fields show its filters.
  const key = JSON.stringify(draftOf(filters));
  useEffect(() => {
    if (key !== applied.current) setDraft(draftOf(filters));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const apply = (next: typeof draft, replace: boolean) => {
    const chosen = filtersOf(next);
    applied.current = JSON.stringify(draftOf(chosen));
    onApply(chosen, { replace });
  };

  const type = (field: FilterKey) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const choose =
    (field: FilterKey) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const next = { ...draft, [field]: event.target.value };
      setDraft(next);
      apply(next, true);
    };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft, false);
  };

  const nightsChoices: string[] =
    draft.nights && !(NIGHTS_CHOICES as readonly string[]).includes(draft.nights)
      ? [draft.nights, ...NIGHTS_CHOICES]
      : [...NIGHTS_CHOICES];

  return (
    <FinderForm submitText={t('showTrips')} onSubmit={submit}>
      <ThemeField value={draft.theme} onChange={choose('theme')} />
      <MonthField value={draft.month} onChange={choose('month')} />
      <BudgetField value={draft.budget} onChange={type('budget')} />
      <SelectField
        label={t('nightsLabel')}
        name="nights"
        value={draft.nights}
        onChange={choose('nights')}
      >
        <option value="">{t('anyNights')}</option>
        {nightsChoices.map((range) => (
          <option key={range} value={range}>
            {nightsChoice(t, range)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('travellersLabel')}
        name="travellers"
        type="number"
        inputMode="numeric"
        min={1}
        max={50}
        hint={t('travellersHint')}
        value={draft.travellers}
        onChange={type('travellers')}
      />
    </FinderForm>
  );
}
