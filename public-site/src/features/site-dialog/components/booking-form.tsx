// The booking enquiry form of the dialog's booking variant (SPEC §3 Booking request, §5, §8).
// Checked with the shared bookingRequestSchema on submit (the API checks the same rules: check-in
// not in the past, check-out not before check-in); on failure the dialog and everything typed stay.
// With a departure (issue 26) its dates are fixed (shown, not editable), its pickup point is chosen
// and each traveller gets a row (traveller-rows.tsx) following the adults and children counts.
import { Alert, Button, SelectField, TextAreaField, TextField } from '@tours/shared-ui/components';
import {
  HOTEL_CATEGORIES,
  type Booking,
  type FieldErrors,
  type PublicDeparture,
} from '@tours/shared-ui/domain';
// The gst entry is bundled, not shared, and tree-shaken: only the states list comes with the form.
import { DEFAULT_AGENCY_STATE_CODE } from '@tours/shared-ui/gst';
import { useState, type ChangeEvent, type FormEvent } from 'react';

import { HoneypotField } from '../../../components/honeypot-field';
import type { FormFailure } from '../../../lib/form-failure';
import { ShownText, type ShownMessage } from '../../../lib/shown-message';
import { PhoneField } from '../../../components/phone-field';
import { useTexts } from '../../../lib/i18n';
import { useAppDispatch } from '../../../lib/redux';
import { sharedTexts, sharedWord } from '../../../lib/shared-texts';
import { useStatesByName } from '../../../lib/state-names';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { submitBooking } from '../api/create-booking';
import { BOOKING_FAILED, siteDialogTexts } from '../texts';
import {
  resizeTravellers,
  travellerKey,
  TravellerRows,
  type TravellerDraft,
  type TravellerField,
} from './traveller-rows';
import './booking-form.css';

/** What the destination dropdown offers: the names of the destinations list and its state. */
export interface DestinationChoices {
  names: string[];
  loading: boolean;
  error: string | null;
}

/** Number inputs give text; an empty one is "not given", which the schema reports or defaults. */
const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** How many traveller rows the counts ask for (a count not yet typed as one counts as its least). */
function travellerCount(adults: string, children: string): number {
  const count = (text: string, least: number, most: number) => {
    const value = toNumber(text);
    return value !== undefined && Number.isInteger(value) && value >= least
      ? Math.min(value, most)
      : least;
  };
  return count(adults, 1, 50) + count(children, 0, 50);
}

export interface BookingFormProps {
  destinations: DestinationChoices;
  /** The destination name that pre-fills the dropdown (modal content.selectedDestination). */
  initialDestination?: string;
  /** The departure 'Book this departure' chose (modal content.departure). */
  departure?: PublicDeparture;
  /** The stored booking (null when the answer had none) and the phone number it was made with. */
  onSubmitted: (booking: Booking | null, phone: string) => void;
}

export function BookingForm({
  destinations,
  initialDestination,
  departure,
  onSubmitted,
}: BookingFormProps) {
  const dispatch = useAppDispatch();
  const t = useTexts(siteDialogTexts);
  // The state list by name in the page's language (the traveller looks for a name, not a code).
  const states = useStatesByName();
  const shared = useTexts(sharedTexts);
  const form = useValidatedForm({
    name: '',
    phone: '',
    email: '',
    destination: initialDestination ?? '',
    checkIn: departure?.startDate ?? '',
    checkOut: departure?.endDate ?? '',
    adults: '1',
    children: '',
    category: '',
    message: '',
    pickupPoint: '',
    // The place of supply of the booking's tax documents; the agency's own state until chosen.
    stateCode: DEFAULT_AGENCY_STATE_CODE,
    gstin: '',
  });
  const { values } = form;
  const [submitting, setSubmitting] = useState(false);
  // A refused submission: SPEC's 'Failed to submit booking.' and the server's reason, if it gave one.
  const [failure, setFailure] = useState<{ reason: ShownMessage | null } | null>(null);
  // Rows typed are kept when the counts shrink, so growing them again brings them back.
  const [typedTravellers, setTypedTravellers] = useState<TravellerDraft[]>([]);
  const travellers = departure
    ? resizeTravellers(typedTravellers, travellerCount(values.adults, values.children))
    : [];

  const setTraveller = (index: number, field: TravellerField, value: string) => {
    setTypedTravellers((current) => {
      const next = resizeTravellers(current, Math.max(current.length, index + 1));
      next[index] = { ...next[index]!, [field]: value };
      return next;
    });
    form.showErrors((current: FieldErrors) => {
      const { [travellerKey(index, field)]: _cleared, ...rest } = current;
      return rest;
    });
  };

  // The first traveller is the person booking: their name follows the Name field until edited.
  const nameField = form.field('name');
  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (departure && (travellers[0]?.name ?? '') === values.name)
      setTraveller(0, 'name', event.target.value);
    nameField.onChange(event);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const { pickupPoint, ...fields } = values;
    const booking = await form.check((schemas) => {
      const { bookingRequestSchema, travellerSchema, validate, DEPARTURE_MESSAGES } = schemas;
      const result = validate(bookingRequestSchema, {
        ...fields,
        adults: toNumber(values.adults),
        children: toNumber(values.children),
        ...(departure
          ? {
              departureId: departure._id,
              pickupPoint,
              travellers: travellers.map((row) => ({ ...row, age: toNumber(row.age) })),
            }
          : {}),
      });
      if (!departure) return result;
      // Each traveller's message under its own field, not one for the whole list.
      const errors: FieldErrors = result.ok ? {} : { ...result.errors };
      delete errors.travellers;
      travellers.forEach((row, index) => {
        const checked = travellerSchema.safeParse({
          name: row.name,
          age: toNumber(row.age),
          gender: row.gender || undefined,
        });
        for (const issue of checked.success ? [] : checked.error.issues) {
          errors[travellerKey(index, String(issue.path[0]) as TravellerField)] ??= issue.message;
        }
      });
      if (departure.pickupPoints.length > 0 && !pickupPoint)
        errors.pickupPoint = DEPARTURE_MESSAGES.pickupPoint;
      return Object.keys(errors).length > 0 ? { ok: false, errors } : result;
    });
    if (!booking) return;
    setFailure(null);
    setSubmitting(true);
    let stored: Booking | null;
    try {
      stored = await dispatch(submitBooking(form.withHoneypot(booking))).unwrap();
    } catch (refused) {
      // Logged by the thunk; the visitor keeps the dialog and what they typed, and sees why: the
      // fields the server refused under each, its sentence after SPEC's (in the page's language).
      const { message, errors } = refused as FormFailure;
      void form.showServerErrors(errors ?? {});
      setSubmitting(false);
      setFailure({
        reason: message === BOOKING_FAILED ? null : await form.messages.message(message),
      });
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
    destinationOptions = <option value="">{t('destinationsLoading')}</option>;
  } else if (destinations.error) {
    destinationOptions = <option value="">{t('destinationsError')}</option>;
  } else {
    destinationOptions = <option value="">{t('destinationPlaceholder')}</option>;
  }

  return (
    <form ref={form.formRef} className="ps-booking-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={t('name')}
        autoComplete="name"
        required
        {...nameField}
        onChange={onNameChange}
      />
      <PhoneField label={t('phone')} {...form.field('phone')} />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        hint={t('optional')}
        {...form.field('email')}
      />
      <SelectField
        label={t('destination')}
        required
        aria-busy={destinations.loading || undefined}
        // A departure is of one destination: shown, not changed.
        disabled={departure !== undefined}
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
        {(
          [
            ['checkIn', t('checkIn')],
            ['checkOut', t('checkOut')],
          ] as const
        ).map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            type="date"
            required
            // A departure's dates are its own: shown, not edited.
            readOnly={departure !== undefined}
            hint={departure ? t('departureDatesHint') : undefined}
            {...form.field(name)}
          />
        ))}
      </div>
      {departure && departure.pickupPoints.length > 0 ? (
        <SelectField label={t('pickup')} required {...form.field('pickupPoint')}>
          <option value="">{t('pickupPlaceholder')}</option>
          {departure.pickupPoints.map((point) => (
            <option key={point} value={point}>
              {point}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="ps-booking-form__row">
        <TextField
          label={t('adults')}
          type="number"
          inputMode="numeric"
          min={1}
          required
          {...form.field('adults')}
        />
        <TextField
          label={shared('childrenAge')}
          type="number"
          inputMode="numeric"
          min={0}
          hint={t('optional')}
          {...form.field('children')}
        />
      </div>
      {departure ? (
        <TravellerRows rows={travellers} errors={form.errors} onChange={setTraveller} />
      ) : null}
      <SelectField label={t('category')} required {...form.field('category')}>
        <option value="">{t('categoryPlaceholder')}</option>
        {HOTEL_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {sharedWord(shared, category)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('state')} required hint={t('stateHint')} {...form.field('stateCode')}>
        {states.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('gstin')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // 15 characters, with room for the spaces people type them with (the schema drops them).
        maxLength={20}
        hint={t('optional')}
        {...form.field('gstin')}
      />
      <TextAreaField
        label={t('message')}
        rows={2}
        hint={t('optional')}
        {...form.field('message')}
      />
      <HoneypotField {...form.honeypot} />
      {failure ? (
        <Alert tone="error">
          {t('failed')}
          {failure.reason ? (
            <>
              {' '}
              <ShownText message={failure.reason} />
            </>
          ) : null}
        </Alert>
      ) : null}
      <Button type="submit" className="ps-booking-form__submit" busy={submitting}>
        {submitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
