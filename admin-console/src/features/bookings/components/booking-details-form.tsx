// 'Change details' on the booking page (issue 25 item 4): the booking's own fields, their effect
// on the quote shown while typing (shared-ui's estimateQuote from the destination's prices, and
// paymentSchedule with the new dates, the same rules as the server's), then PUT /api/bookings/{id}
// with the fields that changed. A reschedule keeps the booking, its reference and its payments.
import {
  daysBetween,
  estimateQuote,
  formatInr,
  paymentSchedule,
  todayInIst,
  type BookingDetail,
  type BookingUpdateRequest,
} from '@tours/shared-ui/booking-office';
import { HOTEL_CATEGORIES } from '@tours/shared-ui/domain';
import { normalizeGstin } from '@tours/shared-ui/gst';
import { bookingUpdateSchema, validate } from '@tours/shared-ui/schemas';
import { Button, Form, Typography } from 'antd';
import { useEffect, useRef } from 'react';

import { CheckedForm, rupeesOf } from '../../../components/checked-form';
import { DETAILS_TEXTS as T } from '../texts';
import {
  BOOKING_FIELD_NAMES,
  BookingFields,
  useDestinationChoices,
  type BookingFieldValues,
} from './booking-fields';
import { ScheduleTable } from './booking-schedule';
import { useBookingForm } from './booking-section';

/** A day a date field holds ('YYYY-MM-DD'), not a half-typed one. */
const isDay = (value: string | undefined): value is string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') && !Number.isNaN(Date.parse(value ?? ''));

const valuesOf = (booking: BookingDetail): BookingFieldValues => ({
  name: booking.name,
  phone: booking.phone,
  email: booking.email,
  destination: booking.destination,
  checkIn: booking.checkIn,
  checkOut: booking.checkOut,
  adults: String(booking.adults),
  children: String(booking.children),
  category: booking.category,
  message: booking.message ?? '',
  stateCode: booking.stateCode,
  gstin: booking.gstin ?? '',
});

/** The fields as the API takes them (counts as numbers, empty texts as ''). */
function typedOf(values: BookingFieldValues): Record<string, unknown> {
  return {
    ...values,
    email: values.email ?? '',
    message: values.message ?? '',
    adults: rupeesOf(values.adults),
    children: rupeesOf(values.children) ?? 0,
    gstin: normalizeGstin(values.gstin ?? ''),
  };
}

/** The fields that differ from the booking: only those are sent. */
function changesOf(
  typed: Record<string, unknown>,
  booking: BookingDetail,
): Record<string, unknown> {
  const before: Record<string, unknown> = {
    ...booking,
    message: booking.message ?? '',
    gstin: booking.gstin ?? '',
  };
  return Object.fromEntries(
    BOOKING_FIELD_NAMES.filter((field) => typed[field] !== before[field]).map((field) => [
      field,
      typed[field],
    ]),
  );
}

/** What the new details would do to the quote and the schedule, before anything is saved. */
function QuoteEffect({ booking }: { booking: BookingDetail }) {
  const form = Form.useFormInstance<BookingFieldValues>();
  const values = Form.useWatch([], form) ?? valuesOf(booking);
  const choices = useDestinationChoices();
  const prices = choices.find((choice) => choice.name === values.destination)?.prices;
  const adults = rupeesOf(values.adults);
  const children = rupeesOf(values.children) ?? 0;
  const estimate =
    Number.isInteger(adults) &&
    Number.isInteger(children) &&
    HOTEL_CATEGORIES.includes(values.category)
      ? estimateQuote(prices, { adults: adults!, children, category: values.category })
      : null;
  // The office's days-before-journey, as the stored schedule shows it (the default otherwise).
  const [deposit, beforeJourney] = booking.schedule;
  const depositDueOn = deposit?.dueOn ?? todayInIst();
  const beforeJourneyDays =
    beforeJourney && beforeJourney.dueOn > depositDueOn
      ? daysBetween(beforeJourney.dueOn, booking.checkIn)
      : undefined;
  const schedule = isDay(values.checkIn)
    ? paymentSchedule({
        quotedTotal: booking.quotedTotal,
        received: booking.received,
        depositDueOn,
        checkIn: values.checkIn,
        beforeJourneyDays,
      })
    : [];
  return (
    <section aria-label={T.effect} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {T.effect}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        {estimate === null ? T.noEstimate : T.estimate(formatInr(estimate))}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {booking.quotedTotal === null ? T.notQuoted : T.quoted(formatInr(booking.quotedTotal))}
      </Typography.Paragraph>
      {schedule.length > 0 && <ScheduleTable schedule={schedule} caption={T.scheduleCaption} />}
    </section>
  );
}

export function DetailsForm({ booking, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const { saving, refusal, resetKey, submit } = useBookingForm('details');
  const [form] = Form.useForm<BookingFieldValues>();
  const opened = useRef(resetKey);
  const today = todayInIst();

  useEffect(() => {
    // Saved: the page shows the booking as the API now holds it.
    if (resetKey !== opened.current) onDone();
  }, [onDone, resetKey]);

  return (
    <CheckedForm<BookingFieldValues, BookingUpdateRequest>
      form={form}
      name="booking-details"
      fields={BOOKING_FIELD_NAMES}
      initialValues={valuesOf(booking)}
      validate={(values) => {
        // Every field checked (check-out against the check-in shown), only the changes sent.
        const typed = typedOf(values);
        const result = validate(bookingUpdateSchema, typed);
        if (!result.ok) return result;
        const changes = changesOf(typed, booking);
        return Object.keys(changes).length === 0
          ? { ok: false, errors: { details: T.unchanged } }
          : { ok: true, value: changes as BookingUpdateRequest };
      }}
      onSubmit={(input) => submit({ form: 'details', input })}
      submitLabel={T.submit}
      saving={saving}
      refusal={refusal}
      extra={<Button onClick={onDone}>{T.cancel}</Button>}
    >
      <BookingFields minCheckIn={booking.checkIn < today ? booking.checkIn : today} />
      <QuoteEffect booking={booking} />
    </CheckedForm>
  );
}
