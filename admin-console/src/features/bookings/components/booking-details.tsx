// The booking page's details (and their change), its quote (PUT {quotedTotal}) and its hold (POST .../hold).
import {
  depositFor,
  endOfIstDay,
  formatDay,
  formatInr,
  formatIstDateTime,
  isClosedStage,
  todayInIst,
  type BookingDetail,
} from '@tours/shared-ui/booking-office';
import { LOCALE_NAMES } from '@tours/shared-ui/domain';
import { formatGstState } from '@tours/shared-ui/gst';
import { bookingUpdateSchema, holdExtensionSchema, validate } from '@tours/shared-ui/schemas';
import { Button, Form, Input, Typography } from 'antd';
import { useCallback, useState } from 'react';

import { CheckedForm, rupeesOf } from '../../../components/checked-form';
import { formatDateTime } from '../../../lib/format';
import {
  DETAILS_TEXTS,
  DETAIL_LABELS,
  HOLD_TEXTS,
  NO_VALUE,
  NOT_QUOTED,
  QUOTE_TEXTS,
  SECTION_TITLES,
  SOURCE_LABELS,
  datesText,
  travellersText,
} from '../texts';
import { quotedText } from './booking-columns';
import { DetailsForm } from './booking-details-form';
import { ScheduleTable } from './booking-schedule';
import { BookingSection, Facts, useBookingForm } from './booking-section';
import { StageTag } from './stage-tag';

export function DetailsSection({ booking }: { booking: BookingDetail }) {
  const [editing, setEditing] = useState(false);
  const done = useCallback(() => setEditing(false), []);
  const closed = isClosedStage(booking.stage);
  return (
    <BookingSection title={SECTION_TITLES.details}>
      <Facts
        items={[
          [DETAIL_LABELS.reference, booking.reference],
          [DETAIL_LABELS.stage, <StageTag key="stage" stage={booking.stage} />],
          [DETAIL_LABELS.name, booking.name],
          [DETAIL_LABELS.phone, booking.phone],
          [DETAIL_LABELS.email, booking.email || NO_VALUE],
          [DETAIL_LABELS.destination, booking.destination],
          [DETAIL_LABELS.dates, datesText(formatDay(booking.checkIn), formatDay(booking.checkOut))],
          [DETAIL_LABELS.travellers, travellersText(booking.adults, booking.children)],
          [DETAIL_LABELS.category, booking.category],
          [
            DETAIL_LABELS.stateCode,
            booking.stateCode ? formatGstState(booking.stateCode) : NO_VALUE,
          ],
          [DETAIL_LABELS.gstin, booking.gstin || NO_VALUE],
          [DETAIL_LABELS.source, SOURCE_LABELS[booking.source]],
          [
            DETAIL_LABELS.language,
            <span key="language" lang={booking.language}>
              {LOCALE_NAMES[booking.language].name}
            </span>,
          ],
          [DETAIL_LABELS.requestedAt, formatDateTime(booking.createdAt)],
          [DETAIL_LABELS.quotedTotal, quotedText(booking)],
          [DETAIL_LABELS.received, formatInr(booking.received)],
          [DETAIL_LABELS.due, booking.due === null ? NO_VALUE : formatInr(booking.due)],
          [DETAIL_LABELS.message, booking.message || NO_VALUE],
        ]}
      />
      {closed ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {DETAILS_TEXTS.closed}
        </Typography.Paragraph>
      ) : editing ? (
        <section aria-label={DETAILS_TEXTS.title} style={{ marginTop: 16 }}>
          <Typography.Title level={3} style={{ fontSize: 18 }}>
            {DETAILS_TEXTS.title}
          </Typography.Title>
          <DetailsForm booking={booking} onDone={done} />
        </section>
      ) : (
        <Button style={{ marginTop: 12 }} onClick={() => setEditing(true)}>
          {DETAILS_TEXTS.open}
        </Button>
      )}
    </BookingSection>
  );
}

interface QuoteValues {
  quotedTotal: string;
}

export function QuoteSection({ booking }: { booking: BookingDetail }) {
  const { saving, refusal, resetKey, submit } = useBookingForm('quote');
  const closed = isClosedStage(booking.stage);
  return (
    <BookingSection title={SECTION_TITLES.quote}>
      <Typography.Paragraph>
        {DETAIL_LABELS.quotedTotal}: <strong>{quotedText(booking)}</strong>
        {booking.quotedTotal ? (
          <>
            {' · '}
            {QUOTE_TEXTS.depositHint(formatInr(depositFor(booking.quotedTotal)))}
          </>
        ) : null}
      </Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        <ScheduleTable schedule={booking.schedule} />
      </div>
      {!closed && (
        <CheckedForm<QuoteValues, { quotedTotal: number | null }>
          // Keyed by the stored quote, so the field shows it again after a save.
          key={`${booking.quotedTotal ?? ''}-${resetKey}`}
          name="booking-quote"
          fields={['quotedTotal']}
          initialValues={{ quotedTotal: booking.quotedTotal?.toString() ?? '' }}
          validate={(values) => {
            const result = validate(bookingUpdateSchema, {
              quotedTotal: rupeesOf(values.quotedTotal) ?? null,
            });
            if (!result.ok) return result;
            return { ok: true, value: { quotedTotal: result.value.quotedTotal ?? null } };
          }}
          onSubmit={({ quotedTotal }) => submit({ form: 'quote', quotedTotal })}
          submitLabel={QUOTE_TEXTS.submit}
          saving={saving}
          refusal={refusal}
        >
          <Form.Item name="quotedTotal" label={QUOTE_TEXTS.label} extra={QUOTE_TEXTS.help}>
            <Input inputMode="numeric" placeholder={NOT_QUOTED} autoComplete="off" />
          </Form.Item>
        </CheckedForm>
      )}
    </BookingSection>
  );
}

interface HoldValues {
  holdUntil: string;
}

export function HoldSection({ booking }: { booking: BookingDetail }) {
  const { saving, refusal, resetKey, submit } = useBookingForm('hold');
  const held = booking.stage === 'provisional';
  return (
    <BookingSection title={SECTION_TITLES.hold}>
      <Typography.Paragraph>
        {DETAIL_LABELS.holdUntil}:{' '}
        <strong>{held ? formatIstDateTime(booking.holdUntil) : NO_VALUE}</strong>
      </Typography.Paragraph>
      {held ? (
        <CheckedForm<HoldValues, { holdUntil: string }>
          name="booking-hold"
          fields={['holdUntil']}
          resetKey={resetKey}
          validate={({ holdUntil: day }) =>
            day
              ? validate(holdExtensionSchema, { holdUntil: endOfIstDay(day) })
              : { ok: false, errors: { holdUntil: HOLD_TEXTS.required } }
          }
          onSubmit={({ holdUntil }) => submit({ form: 'hold', holdUntil })}
          submitLabel={HOLD_TEXTS.submit}
          saving={saving}
          refusal={refusal}
        >
          <Form.Item name="holdUntil" label={HOLD_TEXTS.label}>
            <Input type="date" min={todayInIst()} />
          </Form.Item>
        </CheckedForm>
      ) : (
        <Typography.Paragraph type="secondary">{HOLD_TEXTS.notProvisional}</Typography.Paragraph>
      )}
    </BookingSection>
  );
}
