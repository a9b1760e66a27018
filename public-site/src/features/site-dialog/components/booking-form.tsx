// The booking enquiry form of the dialog's booking variant (SPEC §3 Booking request, §5, §8).
// Checked with the shared bookingRequestSchema on submit (the API checks the same rules: check-in
// not in the past, check-out not before check-in); on failure the dialog and everything typed stay.
import { Alert, Button } from '@tours/shared-ui/components';
import { SelectField, TextAreaField, TextField } from '@tours/shared-ui/forms';
import { CHILDREN_AGE_LABEL, HOTEL_CATEGORIES, type FieldErrors } from '@tours/shared-ui/domain';
import { useState, type FormEvent } from 'react';

import { HoneypotField } from '../../../components/honeypot-field';
import { useFocusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useSchemas } from '../../../lib/schemas';
import { useAppDispatch } from '../../../lib/redux';
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
  MESSAGE_LABEL,
  NAME_LABEL,
  OPTIONAL_HINT,
  PHONE_LABEL,
  SUBMIT_BOOKING,
  SUBMITTING_BOOKING,
} from '../form-texts';
import './booking-form.css';

/** What the destination dropdown offers: the names of the destinations list and its state. */
export interface DestinationChoices {
  names: string[];
  loading: boolean;
  error: string | null;
}

interface Values {
  name: string;
  phone: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
  category: string;
  message: string;
  website: string;
}

/** Number inputs give text; an empty one is "not given", which the schema reports or defaults. */
const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

export interface BookingFormProps {
  destinations: DestinationChoices;
  /** The destination name that pre-fills the dropdown (modal content.selectedDestination). */
  initialDestination?: string;
  onSubmitted: () => void;
}

export function BookingForm({ destinations, initialDestination, onSubmitted }: BookingFormProps) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Values>({
    name: '',
    phone: '',
    destination: initialDestination ?? '',
    checkIn: '',
    checkOut: '',
    adults: '1',
    children: '',
    category: '',
    message: '',
    website: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid();
  const loadSchemas = useSchemas();
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const { bookingRequestSchema, validate } = await loadSchemas();
    const result = validate(bookingRequestSchema, {
      name: values.name,
      phone: values.phone,
      destination: values.destination,
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      adults: toNumber(values.adults),
      children: toNumber(values.children),
      category: values.category,
      message: values.message,
    });
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setFailed(false);
    setSubmitting(true);
    try {
      await dispatch(submitBooking({ ...result.value, website: values.website })).unwrap();
    } catch {
      // Logged by the thunk; the visitor keeps the dialog and what they typed.
      setSubmitting(false);
      setFailed(true);
      return;
    }
    onSubmitted();
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
    <form ref={formRef} className="ps-booking-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={NAME_LABEL}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name')(event.target.value)}
      />
      <TextField
        label={PHONE_LABEL}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        required
        value={values.phone}
        error={errors.phone}
        onChange={(event) => set('phone')(event.target.value)}
      />
      <SelectField
        label={DESTINATION_LABEL}
        name="destination"
        required
        aria-busy={destinations.loading || undefined}
        value={values.destination}
        error={errors.destination}
        onChange={(event) => set('destination')(event.target.value)}
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
        <TextField
          label={CHECK_IN_LABEL}
          name="checkIn"
          type="date"
          required
          value={values.checkIn}
          error={errors.checkIn}
          onChange={(event) => set('checkIn')(event.target.value)}
        />
        <TextField
          label={CHECK_OUT_LABEL}
          name="checkOut"
          type="date"
          required
          value={values.checkOut}
          error={errors.checkOut}
          onChange={(event) => set('checkOut')(event.target.value)}
        />
      </div>
      <div className="ps-booking-form__row">
        <TextField
          label={ADULTS_LABEL}
          name="adults"
          type="number"
          inputMode="numeric"
          min={1}
          required
          value={values.adults}
          error={errors.adults}
          onChange={(event) => set('adults')(event.target.value)}
        />
        <TextField
          label={CHILDREN_AGE_LABEL}
          name="children"
          type="number"
          inputMode="numeric"
          min={0}
          hint={OPTIONAL_HINT}
          value={values.children}
          error={errors.children}
          onChange={(event) => set('children')(event.target.value)}
        />
      </div>
      <SelectField
        label={CATEGORY_LABEL}
        name="category"
        required
        value={values.category}
        error={errors.category}
        onChange={(event) => set('category')(event.target.value)}
      >
        <option value="">{CATEGORY_PLACEHOLDER}</option>
        {HOTEL_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={MESSAGE_LABEL}
        name="message"
        rows={2}
        hint={OPTIONAL_HINT}
        value={values.message}
        error={errors.message}
        onChange={(event) => set('message')(event.target.value)}
      />
      <HoneypotField value={values.website} onChange={set('website')} />
      {failed ? <Alert tone="error">{BOOKING_FAILED}</Alert> : null}
      <Button type="submit" className="ps-booking-form__submit" busy={submitting}>
        {submitting ? SUBMITTING_BOOKING : SUBMIT_BOOKING}
      </Button>
    </form>
  );
}
