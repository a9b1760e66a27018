// The lookup of a booking: 'Booking reference' (prefilled from the page's ?reference=) and 'Phone
// Number', checked with the shared statusLookupSchema (the API checks the same), which also
// normalises the reference ('spt 2611 42' -> 'SPT-2611-0042').
import { Button, TextField } from '@tours/shared-ui/components';
import type { FormEvent } from 'react';

import { NoScriptNote } from '../../../components/noscript-note';
import '../../../components/page.css';
import { PhoneField } from '../../../components/phone-field';
import { useTexts } from '../../../lib/i18n';
import { useValidatedForm } from '../../../lib/use-validated-form';
import type { StatusLookup } from '../api/get-booking-status';
import { bookingStatusTexts } from '../texts';
import { StatusPanel } from './status-panel';

export interface BookingLookupFormProps {
  initial: StatusLookup;
  busy: boolean;
  onLookup: (lookup: StatusLookup) => void;
}

export function BookingLookupForm({ initial, busy, onLookup }: BookingLookupFormProps) {
  const t = useTexts(bookingStatusTexts);
  const form = useValidatedForm({ reference: initial.reference, phone: initial.phone });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const lookup = await form.check(({ statusLookupSchema, validate }, values) =>
      validate(statusLookupSchema, values),
    );
    if (lookup) onLookup(lookup);
  };

  return (
    <StatusPanel name="lookup" heading={t('lookupHeading')}>
      <NoScriptNote>{t('lookupNeedsJs')}</NoScriptNote>
      <form
        ref={form.formRef}
        className="ps-short-form ps-booking-status__form"
        noValidate
        aria-labelledby="ps-booking-lookup-heading"
        onSubmit={handleSubmit}
      >
        <TextField
          label={t('referenceLabel')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...form.field('reference')}
        />
        <PhoneField label={t('phoneLabel')} {...form.field('phone')} />
        <Button type="submit" busy={busy}>
          {busy ? t('lookingUp') : t('showBooking')}
        </Button>
      </form>
    </StatusPanel>
  );
}
