// The company's cancellation of a departure (a strike, a cyclone, too few travellers): the
// reason, and for each booking on it a full refund or a move to another departure of the list;
// confirmed before it is sent, since every traveller is told at once.
import { formatDay } from '@tours/shared-ui/booking-office';
import type { DepartureOverview } from '@tours/shared-ui/domain';
import { DEPARTURE_MESSAGES } from '@tours/shared-ui/schemas';
import { Alert, App, Button, Form, Input, Radio, Typography } from 'antd';
import { useDispatch, useSelector } from 'react-redux';

import { CheckedForm } from '../../../components/checked-form';
import { EditorPanel } from '../../../components/editor-panel';
import { PageLoading } from '../../../components/page-loading';
import { departuresActions } from '../slice';
import { selectDepartures } from '../slice/selectors';
import type { CancelRequestPayload } from '../slice/types';
import { DEPARTURES_TEXTS as T } from '../texts';

const REFUND = 'refund';

interface CancelValues {
  reason: string;
  /** Per booking id: REFUND or the departure id it moves to. */
  choices: Record<string, string>;
}

export function DepartureCancel({
  departure,
  others,
}: {
  departure: DepartureOverview;
  /** The departures a booking may move to: open ones of the list. */
  others: DepartureOverview[];
}) {
  const dispatch = useDispatch();
  const { modal } = App.useApp();
  const { cancellation } = useSelector(selectDepartures);
  const { bookings, status, error, saving, refusal } = cancellation;
  const date = formatDay(departure.startDate);

  const send = (payload: CancelRequestPayload) =>
    modal.confirm({
      title: T.confirmQuestion,
      okText: T.confirmOk,
      cancelText: T.keep,
      okButtonProps: { danger: true },
      onOk: () => {
        dispatch(departuresActions.cancelRequested(payload));
      },
    });

  const choices =
    bookings.length === 0 ? (
      <Typography.Paragraph>{T.noBookings}</Typography.Paragraph>
    ) : (
      bookings.map((booking) => {
        const label = T.bookingChoice(
          booking.reference,
          booking.name,
          booking.adults + booking.children,
        );
        return (
          <Form.Item key={booking._id} name={['choices', booking._id]} label={label}>
            <Radio.Group
              aria-label={label}
              options={[
                { value: REFUND, label: T.fullRefund },
                ...others.map((other) => ({
                  value: other._id,
                  label: T.moveTo(`${other.destination}, ${formatDay(other.startDate)}`),
                })),
              ]}
            />
          </Form.Item>
        );
      })
    );

  // The form waits for the bookings: its choices start as 'full refund' for each.
  let body;
  if (status === 'failed') body = <Alert type="error" showIcon role="alert" title={error} />;
  else if (status !== 'loaded') body = <PageLoading text={T.bookingsLoading} />;
  else
    body = (
      <CheckedForm<CancelValues, CancelRequestPayload>
        name="departure-cancel"
        fields={['reason']}
        initialValues={{
          choices: Object.fromEntries(bookings.map((booking) => [booking._id, REFUND])),
        }}
        validate={(values) => {
          const reason = (values.reason ?? '').trim();
          if (!reason) return { ok: false, errors: { reason: DEPARTURE_MESSAGES.cancelReason } };
          const moves = Object.entries(values.choices ?? {})
            .filter(([, choice]) => choice && choice !== REFUND)
            .map(([bookingId, toDepartureId]) => ({ bookingId, toDepartureId }));
          return { ok: true, value: { departureId: departure._id, reason, moves } };
        }}
        onSubmit={send}
        submitLabel={T.confirmCancel}
        danger
        saving={saving}
        refusal={refusal}
        extra={<Button onClick={() => dispatch(departuresActions.cancelClosed())}>{T.keep}</Button>}
      >
        <Form.Item name="reason" label={T.reason}>
          <Input.TextArea rows={2} />
        </Form.Item>
        {choices}
      </CheckedForm>
    );

  return (
    <EditorPanel title={T.cancelTitle(departure.destination, date)}>
      <Typography.Paragraph>{T.cancelIntro}</Typography.Paragraph>
      {body}
    </EditorPanel>
  );
}
