// Cancellation: the charge for the day the traveller asked (GET .../cancellation?on=), then Cancel
// (POST .../cancel) after a confirmation; where the policy is silent the admin enters the charge.
// Then the refund's steps: processed with the account payee cheque's number, then confirmed, by
// the deadline of 15 working days.
import {
  BOOKING_OFFICE_ERRORS,
  cancelInputSchema,
  refundConfirmSchema,
  refundProcessSchema,
  validate,
} from '@tours/shared-ui/schemas';
import {
  formatDay,
  formatInr,
  isClosedStage,
  todayInIst,
  type BookingDetail,
  type CancelRequest,
} from '@tours/shared-ui/booking-office';
import { Alert, App, Button, Flex, Form, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { CheckedForm, rupeesOf } from '../../../components/checked-form';
import { bookingDetailActions } from '../slice';
import { selectBookingDetail } from '../slice/selectors';
import {
  CANCEL_TEXTS,
  NO_VALUE,
  REFUND_STATE_LABELS,
  REFUND_TEXTS,
  SECTION_TITLES,
} from '../texts';
import { BookingSection, Facts, useBookingForm } from './booking-section';

const money = (amount: number | null) => (amount === null ? NO_VALUE : formatInr(amount));

interface CancelValues {
  charge: string;
  reason: string;
}

export function CancellationSection({ booking }: { booking: BookingDetail }) {
  const dispatch = useDispatch();
  const { modal } = App.useApp();
  const { quote } = useSelector(selectBookingDetail);
  const { saving, refusal, submit } = useBookingForm('cancel');
  const [on, setOn] = useState(todayInIst());

  if (booking.cancellation) {
    const { cancellation } = booking;
    return (
      <BookingSection title={SECTION_TITLES.cancellation}>
        <Typography.Paragraph>
          {CANCEL_TEXTS.recorded(
            formatDay(cancellation.on),
            formatInr(cancellation.charge),
            formatInr(cancellation.refund),
          )}
        </Typography.Paragraph>
        <Facts
          items={[
            [CANCEL_TEXTS.daysBefore, String(cancellation.daysBefore)],
            [CANCEL_TEXTS.rule, cancellation.rule],
          ]}
        />
      </BookingSection>
    );
  }
  if (isClosedStage(booking.stage)) {
    return (
      <BookingSection title={SECTION_TITLES.cancellation}>
        <Typography.Paragraph type="secondary">{CANCEL_TEXTS.unavailable}</Typography.Paragraph>
      </BookingSection>
    );
  }

  const current = quote.on === on && quote.status === 'loaded' ? quote.value : null;
  const askQuote = () => {
    if (on) dispatch(bookingDetailActions.quoteRequested({ id: booking._id, on }));
  };

  return (
    <BookingSection title={SECTION_TITLES.cancellation}>
      <Flex gap="small" wrap align="end" style={{ marginBottom: 16 }}>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {CANCEL_TEXTS.on}
          <Input
            type="date"
            value={on}
            max={todayInIst()}
            onChange={(event) => setOn(event.target.value)}
            style={{ maxWidth: 200 }}
          />
        </label>
        <Button onClick={askQuote} disabled={!on} loading={quote.status === 'loading'}>
          {CANCEL_TEXTS.quote}
        </Button>
      </Flex>
      {quote.status === 'loading' && <Spin aria-hidden />}
      {quote.status === 'failed' && quote.on === on && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={quote.error}
          style={{ marginBottom: 16 }}
        />
      )}
      {current && (
        <div aria-live="polite">
          <Facts
            items={[
              [CANCEL_TEXTS.daysBefore, String(current.daysBefore)],
              [CANCEL_TEXTS.charge, money(current.charge)],
              [CANCEL_TEXTS.refund, money(current.refund)],
              [CANCEL_TEXTS.rule, current.rule],
            ]}
          />
          <CheckedForm<CancelValues, CancelRequest>
            key={`${on}-${current.ruleId}`}
            name="booking-cancel"
            fields={['charge', 'reason']}
            danger
            validate={(values) => {
              const charge = rupeesOf(values.charge);
              if (charge === undefined && current.charge === null) {
                return { ok: false, errors: { charge: BOOKING_OFFICE_ERRORS.chargeRequired } };
              }
              return validate(cancelInputSchema, { on, charge, reason: values.reason ?? '' });
            }}
            onSubmit={(input) =>
              modal.confirm({
                title: CANCEL_TEXTS.confirmTitle,
                content: CANCEL_TEXTS.confirmText,
                okText: CANCEL_TEXTS.confirmOk,
                cancelText: CANCEL_TEXTS.confirmCancel,
                okButtonProps: { danger: true },
                onOk: () => submit({ form: 'cancel', input }),
              })
            }
            submitLabel={CANCEL_TEXTS.submit}
            saving={saving}
            refusal={refusal}
          >
            <Form.Item
              name="charge"
              label={CANCEL_TEXTS.chargeInput}
              extra={
                current.charge === null
                  ? CANCEL_TEXTS.chargeHelpSilent
                  : CANCEL_TEXTS.chargeHelpOverride
              }
            >
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
            <Form.Item name="reason" label={CANCEL_TEXTS.reason}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </CheckedForm>
        </div>
      )}
    </BookingSection>
  );
}

interface ProcessValues {
  chequeNumber: string;
  processedOn: string;
}

interface ConfirmValues {
  confirmedOn: string;
}

export function RefundSection({ booking }: { booking: BookingDetail }) {
  const processForm = useBookingForm('refundProcess');
  const confirmForm = useBookingForm('refundConfirm');
  const { refund } = booking;
  if (!refund) return null;
  return (
    <BookingSection title={SECTION_TITLES.refund}>
      <Facts
        items={[
          [REFUND_TEXTS.amount, formatInr(refund.amount)],
          [REFUND_TEXTS.state, REFUND_STATE_LABELS[refund.state]],
          [REFUND_TEXTS.deadline, formatDay(refund.deadline)],
          ...(refund.chequeNumber
            ? ([[REFUND_TEXTS.chequeNumber, refund.chequeNumber]] as const)
            : []),
          ...(refund.onlineRefundId
            ? ([[REFUND_TEXTS.onlineRefundId, refund.onlineRefundId]] as const)
            : []),
          ...(refund.processedOn
            ? ([
                [
                  refund.onlineRefundId ? REFUND_TEXTS.onlineProcessedOn : REFUND_TEXTS.processedOn,
                  formatDay(refund.processedOn),
                ],
              ] as const)
            : []),
          ...(refund.confirmedOn
            ? ([[REFUND_TEXTS.confirmedOn, formatDay(refund.confirmedOn)]] as const)
            : []),
        ]}
      />
      <Typography.Paragraph type="secondary">{REFUND_TEXTS.deadlineHelp}</Typography.Paragraph>
      {refund.state === 'approved' && (
        <CheckedForm<ProcessValues, { chequeNumber: string; processedOn?: string }>
          name="refund-process"
          fields={['chequeNumber', 'processedOn']}
          initialValues={{ chequeNumber: '', processedOn: todayInIst() }}
          validate={(values) =>
            validate(refundProcessSchema, {
              chequeNumber: values.chequeNumber ?? '',
              processedOn: values.processedOn || undefined,
            })
          }
          onSubmit={(input) => processForm.submit({ form: 'refundProcess', ...input })}
          submitLabel={REFUND_TEXTS.process}
          saving={processForm.saving}
          refusal={processForm.refusal}
        >
          <Form.Item name="chequeNumber" label={REFUND_TEXTS.chequeNumber}>
            <Input inputMode="numeric" maxLength={6} autoComplete="off" />
          </Form.Item>
          <Form.Item name="processedOn" label={REFUND_TEXTS.processedOn}>
            <Input type="date" max={todayInIst()} />
          </Form.Item>
        </CheckedForm>
      )}
      {refund.state === 'processed' && (
        <CheckedForm<ConfirmValues, { confirmedOn?: string }>
          name="refund-confirm"
          fields={['confirmedOn']}
          initialValues={{ confirmedOn: todayInIst() }}
          validate={(values) =>
            validate(refundConfirmSchema, { confirmedOn: values.confirmedOn || undefined })
          }
          onSubmit={(input) => confirmForm.submit({ form: 'refundConfirm', ...input })}
          submitLabel={REFUND_TEXTS.confirm}
          saving={confirmForm.saving}
          refusal={confirmForm.refusal}
        >
          <Form.Item name="confirmedOn" label={REFUND_TEXTS.confirmedOn}>
            <Input type="date" max={todayInIst()} />
          </Form.Item>
        </CheckedForm>
      )}
    </BookingSection>
  );
}
