// The booking enquiry form of the dialog's booking variant (SPEC §3 Booking request, §5, §8).
// Checked with the shared bookingRequestSchema on submit (the API checks the same rules: check-in
// not in the past, check-out not before check-in); on failure the dialog and everything typed stay.
import { Alert, Button, SelectField, TextAreaField, TextField } from '@tours/shared-ui/components';
import { CHILDREN_AGE_LABEL, HOTEL_CATEGORIES, type Booking } from '@tours/shared-ui/domain';
import { useState, type FormEvent } from 'react';

import { HoneypotField } from '../../../components/honeypot-field';
import { PhoneField } from '../../../components/phone-field';
import { useAppDispatch } from '../../../lib/redux';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { submitBooking } from '../api/create-booking';
import {
  ADULTS_LABEL,
  BOOKING_FAILED,
  CATEGORY_LABEL,
  CATEGORY_PLACEHOLDER,
  CHECK_IN_LABEL,
  CHECK_OUT_LABEL,
  DESTINATION_LABEL,
  DESTINATION_PLACEHOLDER,
  DESTINATIONS_ERROR,
  DESTINATIONS_LOADING,
  EMAIL_LABEL,
  MESSAGE_LABEL,
  NAME_LABEL,
  OPTIONAL_HINT,
  PHONE_LABEL,
  SUBMIT_BOOKING,
  SUBMITTING_BOOKING,
} from '../texts';
import './booking-form.css';

/** What the destination dropdown offers: the names of the destinations list and its state. */
export interface DestinationChoices {
  names: string[];
  loading: boolean;
  error: string | null;
}

/** Number inputs give text; an empty one is "not given", which the schema reports or defaults. */
const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

export interface BookingFormProps {
  destinations: DestinationChoices;
  /** The destination name that pre-fills the dropdown (modal content.selectedDestination). */
  initialDestination?: string;
  /** The stored booking (null when the answer had none) and the phone number it was made with. */
  onSubmitted: (booking: Booking | null, phone: string) => void;
}

export function BookingForm({ destinations, initialDestination, onSubmitted }: BookingFormProps) {
  const dispatch = useAppDispatch();
  const form = useValidatedForm({
    name: '',
    phone: '',
    email: '',
    destination: initialDestination ?? '',
    checkIn: '',
    checkOut: '',
    adults: '1',
    children: '',
    category: '',
    message: '',
  });
  const { values } = form;
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const booking = await form.check(({ bookingRequestSchema, validate }) =>
      validate(bookingRequestSchema, {
        ...values,
        adults: toNumber(values.adults),
        children: toNumber(values.children),
      }),
    );
    if (!booking) return;
    setFailed(false);
    setSubmitting(true);
    let stored: Booking | null;
    try {
      stored = await dispatch(submitBooking(form.withHoneypot(booking))).unwrap();
    } catch {
      // Logged by the thunk; the visitor keeps the dialog and what they typed.
      setSubmitting(false);
      setFailed(true);
      return;
    }
    onSubmitted(stored, booking.phone);
  };

  // The chosen name stays selectable even when it is not (or not yet) in the list.
  const names =
    values.destination && !destinations.names.includes(values.destination)
      ? [values.destination, ...destinations.names]
      : destinations.names;
  let destinationOptions;
  if (destinations.loading) {
    destinationOptions = <option value="">{DESTINATIONS_LOADING}</option>;
  } else if (destinations.error) {
    destinationOptions = <option value="">{DESTINATIONS_ERROR}</option>;
  } else {
    destinationOptions = <option value="">{DESTINATION_PLACEHOLDER}</option>;
  }

  return (
    <form ref={form.formRef} className="ps-booking-form" noValidate onSubmit={handleSubmit}>
      <TextField label={NAME_LABEL} autoComplete="name" required {...form.field('name')} />
      <PhoneField label={PHONE_LABEL} {...form.field('phone')} />
      <TextField
        label={EMAIL_LABEL}
        type="email"
        autoComplete="email"
        hint={OPTIONAL_HINT}
        {...form.field('email')}
      />
      <SelectField
        label={DESTINATION_LABEL}
        required
        aria-busy={destinations.loading || undefined}
        {...form.field('destination')}
      >
        {destinationOptions}
        {destinations.loading
          ? null
          : names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
      </SelectField>
      <div className="ps-booking-form__row">
        <TextField label={CHECK_IN_LABEL} type="date" required {...form.field('checkIn')} />
        <TextField label={CHECK_OUT_LABEL} type="date" required {...form.field('checkOut')} />
      </div>
      <div className="ps-booking-form__row">
        <TextField
          label={ADULTS_LABEL}
          type="number"
          inputMode="numeric"
          min={1}
          required
          {...form.field('adults')}
        />
        <TextField
          label={CHILDREN_AGE_LABEL}
          type="number"
          inputMode="numeric"
          min={0}
          hint={OPTIONAL_HINT}
          {...form.field('children')}
        />
      </div>
      <SelectField label={CATEGORY_LABEL} required {...form.field('category')}>
        <option value="">{CATEGORY_PLACEHOLDER}</option>
        {HOTEL_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={MESSAGE_LABEL}
        rows={2}
        hint={OPTIONAL_HINT}
        {...form.field('message')}
      />
      <HoneypotField {...form.honeypot} />
      {failed ? <Alert tone="error">{BOOKING_FAILED}</Alert> : null}
      <Button type="submit" className="ps-booking-form__submit" busy={submitting}>
        {submitting ? SUBMITTING_BOOKING : SUBMIT_BOOKING}
      </Button>
    </form>
  );
}
