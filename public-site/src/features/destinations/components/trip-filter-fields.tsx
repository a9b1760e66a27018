// The trip finder's fields, shared by /places' filters and Home's 'Find your trip': plain named
// controls of a GET form (they work without JavaScript), labelled, their choices SPEC's six
// themes and the next twelve months (IST).
import { Button, SelectField, TextField } from '@tours/shared-ui/components';
import { TRIP_THEMES, nextTwelveMonths, todayInIst } from '@tours/shared-ui/domain';
import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

import { useDates, useLocalePath, useTexts } from '../../../lib/i18n';
import { tripFinderTexts } from '../trip-finder/texts';

type Change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

interface FieldProps {
  value: string;
  onChange: Change;
}

export function ThemeField({ value, onChange }: FieldProps) {
  const t = useTexts(tripFinderTexts);
  return (
    <SelectField label={t('themeLabel')} name="theme" value={value} onChange={onChange}>
      <option value="">{t('anyTheme')}</option>
      {TRIP_THEMES.map((theme) => (
        <option key={theme} value={theme}>
          {t('theme', { theme })}
        </option>
      ))}
    </SelectField>
  );
}

export function MonthField({ value, onChange }: FieldProps) {
  const t = useTexts(tripFinderTexts);
  const { month: monthText } = useDates();
  const months = nextTwelveMonths(todayInIst());
  // A month from a shared address that is no longer among the next twelve stays selectable.
  const choices = value && !months.includes(value) ? [value, ...months] : months;
  return (
    <SelectField label={t('monthLabel')} name="month" value={value} onChange={onChange}>
      <option value="">{t('anyMonth')}</option>
      {choices.map((month) => (
        <option key={month} value={month}>
          {monthText(month)}
        </option>
      ))}
    </SelectField>
  );
}

export function BudgetField({ value, onChange }: FieldProps) {
  const t = useTexts(tripFinderTexts);
  return (
    <TextField
      label={t('budgetLabel')}
      name="budget"
      type="number"
      inputMode="numeric"
      min={1}
      hint={t('budgetHint')}
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
  const t = useTexts(tripFinderTexts);
  const localePath = useLocalePath();
  const headingId = useId();
  return (
    <form
      className={['ps-trip-filters', className].filter(Boolean).join(' ')}
      method="get"
      action={localePath('/places')}
      role="search"
      aria-labelledby={headingId}
      onSubmit={onSubmit}
    >
      <h2 id={headingId} className="ps-trip-filters__heading">
        {t('filtersHeading')}
      </h2>
      <div className="ps-trip-filters__fields">{children}</div>
      <Button type="submit" className="ps-trip-filters__submit">
        {submitText}
      </Button>
    </form>
  );
}
