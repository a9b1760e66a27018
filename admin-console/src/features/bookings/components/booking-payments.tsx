// The booking's ledger (each entry with its receipt) and 'Record payment': amount, paid on, method
// and its reference. A wrong entry is never edited: 'Reverse' records its negative with a reason.
import {
  acceptsPayments,
  formatDay,
  formatInr,
  PAYMENT_METHOD_LABELS,
  MANUAL_PAYMENT_METHODS,
  receiptNumber,
  todayInIst,
  type BookingDetail,
  type Payment,
  type PaymentMethod,
  type PaymentRequest,
} from '@tours/shared-ui/booking-office';
import { paymentInputSchema, validate } from '@tours/shared-ui/schemas';
import { Button, Flex, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { Link } from '@tours/shared-ui/router';

import { CheckedForm, rupeesOf } from '../../../components/checked-form';
import { adminPaths } from '../../../config/paths';
import { PAYMENT_TEXTS, SECTION_TITLES } from '../texts';
import { BookingSection, useBookingForm } from './booking-section';

const METHOD_OPTIONS = MANUAL_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

function PaymentLine({
  booking,
  payment,
  reversed,
  onReverse,
}: {
  booking: BookingDetail;
  payment: Payment;
  reversed: boolean;
  onReverse: (() => void) | null;
}) {
  const number = receiptNumber(booking.reference, payment.number);
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" wrap gap="small" align="baseline">
        <span>
          <strong>{formatInr(payment.amount)}</strong> · {formatDay(payment.paidOn)} ·{' '}
          {PAYMENT_METHOD_LABELS[payment.method]}
          {payment.reference ? ` · ${payment.reference}` : ''}
        </span>
        <Flex gap="small" align="center">
          <Link
            to={adminPaths.receipt(booking._id, payment.id)}
            aria-label={PAYMENT_TEXTS.receiptLabel(number)}
          >
            {PAYMENT_TEXTS.receiptLink}
          </Link>
          {reversed ? (
            <Typography.Text type="secondary">{PAYMENT_TEXTS.reversed}</Typography.Text>
          ) : (
            onReverse && (
              <Button
                size="small"
                onClick={onReverse}
                aria-label={PAYMENT_TEXTS.reverseLabel(number)}
              >
                {PAYMENT_TEXTS.reverse}
              </Button>
            )
          )}
        </Flex>
      </Flex>
      <Typography.Text type="secondary">
        {number}
        {payment.reason ? ` · ${PAYMENT_TEXTS.columns.reason}: ${payment.reason}` : ''}
      </Typography.Text>
    </li>
  );
}

interface PaymentValues {
  amount: string;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  reason: string;
}

export function PaymentsSection({ booking }: { booking: BookingDetail }) {
  const { saving, refusal, resetKey, submit } = useBookingForm('payment');
  // The entry being reversed, until the next recorded payment (the reversal itself) resets it.
  const [picked, setReversing] = useState<{ payment: Payment; after: number } | null>(null);
  const reversing = picked && picked.after === resetKey ? picked.payment : null;
  const open = acceptsPayments(booking.stage);
  const reversedIds = new Set(booking.payments.map((entry) => entry.reverses).filter(Boolean));

  return (
    <BookingSection title={SECTION_TITLES.payments}>
      {booking.payments.length === 0 ? (
        <Typography.Paragraph>{PAYMENT_TEXTS.empty}</Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, marginTop: 0 }}>
          {booking.payments.map((payment) => (
            <PaymentLine
              key={payment.id}
              booking={booking}
              payment={payment}
              reversed={reversedIds.has(payment.id)}
              onReverse={
                open && payment.amount > 0 ? () => setReversing({ payment, after: resetKey }) : null
              }
            />
          ))}
        </ul>
      )}
      {open ? (
        <>
          <Typography.Title level={3} style={{ fontSize: 17 }}>
            {reversing
              ? PAYMENT_TEXTS.reversalTitle(receiptNumber(booking.reference, reversing.number))
              : PAYMENT_TEXTS.formTitle}
          </Typography.Title>
          <CheckedForm<PaymentValues, PaymentRequest>
            key={reversing?.id ?? 'payment'}
            name="booking-payment"
            fields={['amount', 'paidOn', 'method', 'reference', 'reason']}
            resetKey={resetKey}
            initialValues={{
              amount: reversing ? String(-reversing.amount) : '',
              paidOn: todayInIst(),
              method: reversing?.method ?? 'upi',
              reference: '',
              reason: '',
            }}
            validate={(values) =>
              validate(paymentInputSchema, {
                ...values,
                amount: rupeesOf(values.amount),
                reverses: reversing?.id ?? null,
              })
            }
            onSubmit={(input) => submit({ form: 'payment', input })}
            submitLabel={reversing ? PAYMENT_TEXTS.submitReversal : PAYMENT_TEXTS.submit}
            saving={saving}
            refusal={refusal}
            extra={
              reversing && (
                <Button onClick={() => setReversing(null)}>{PAYMENT_TEXTS.cancel}</Button>
              )
            }
          >
            <Form.Item name="amount" label={PAYMENT_TEXTS.amount}>
              <Input inputMode="numeric" autoComplete="off" readOnly={Boolean(reversing)} />
            </Form.Item>
            <Form.Item name="paidOn" label={PAYMENT_TEXTS.paidOn}>
              <Input type="date" max={todayInIst()} />
            </Form.Item>
            <Form.Item name="method" label={PAYMENT_TEXTS.method}>
              <Radio.Group options={METHOD_OPTIONS} aria-label={PAYMENT_TEXTS.method} />
            </Form.Item>
            <Form.Item
              name="reference"
              label={PAYMENT_TEXTS.reference}
              extra={PAYMENT_TEXTS.referenceHelp}
            >
              <Input autoComplete="off" />
            </Form.Item>
            {reversing && (
              <Form.Item name="reason" label={PAYMENT_TEXTS.reason}>
                <Input.TextArea rows={2} />
              </Form.Item>
            )}
          </CheckedForm>
        </>
      ) : (
        <Typography.Paragraph type="secondary">{PAYMENT_TEXTS.closed}</Typography.Paragraph>
      )}
    </BookingSection>
  );
}
