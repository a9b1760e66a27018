// The trip finder's fields, shared by /places' filters and Home's 'Find your trip': plain named
// controls of a GET form (they work without JavaScript), labelled, their choices SPEC's six
// themes and the next twelve months (IST).
import { Button, SelectField, TextField } from '@tours/shared-ui/components';
import { todayInIst } from '@tours/shared-ui/booking-office';
import { TRIP_THEMES, nextTwelveMonths } from '@tours/shared-ui/domain';
import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

import {
  ANY_MONTH,
  ANY_THEME,
  BUDGET_HINT,
  BUDGET_LABEL,
  FILTERS_HEADING,
  MONTH_LABEL,
  THEME_LABEL,
} from '../texts';

/** 'December 2026' of '2026-12'. */
export function monthText(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return date.toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

type Change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

interface FieldProps {
  value: string;
  onChange: Change;
}

export function ThemeField({ value, onChange }: FieldProps) {
  return (
    <SelectField label={THEME_LABEL} name="theme" value={value} onChange={onChange}>
      <option value="">{ANY_THEME}</option>
      {TRIP_THEMES.map((theme) => (
        <option key={theme} value={theme}>
          {theme}
        </option>
      ))}
    </SelectField>
  );
}

export function MonthField({ value, onChange }: FieldProps) {
  const months = nextTwelveMonths(todayInIst());
  // A month from a shared address that is no longer among the next twelve stays selectable.
  const choices = value && !months.includes(value) ? [value, ...months] : months;
  return (
    <SelectField label={MONTH_LABEL} name="month" value={value} onChange={onChange}>
      <option value="">{ANY_MONTH}</option>
      {choices.map((month) => (
        <option key={month} value={month}>
          {monthText(month)}
        </option>
      ))}
    </SelectField>
  );
}

export function BudgetField({ value, onChange }: FieldProps) {
  return (
    <TextField
      label={BUDGET_LABEL}
      name="budget"
      type="number"
      inputMode="numeric"
      min={1}
      hint={BUDGET_HINT}
      value={value}
      onChange={onChange}
    />
  );
}

/** The finder's GET form to /places, named 'Find your trip' (a search landmark): without
 * JavaScript the browser submits it; with it, `onSubmit` goes there in the app. */
export function FinderForm({
  className,
  submitText,
  onSubmit,
  children,
}: {
  className?: string;
  submitText: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <form
      className={['ps-trip-filters', className].filter(Boolean).join(' ')}
      method="get"
      action="/places"
      role="search"
      aria-labelledby={headingId}
      onSubmit={onSubmit}
    >
      <h2 id={headingId} className="ps-trip-filters__heading">
        {FILTERS_HEADING}
      </h2>
      <div className="ps-trip-filters__fields">{children}</div>
      <Button type="submit" className="ps-trip-filters__submit">
        {submitText}
      </Button>
    </form>
  );
}
