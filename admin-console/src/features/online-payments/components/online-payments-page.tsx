// /admin/online-payments (issue 28, docs/payments.md): the payments Razorpay told us of, newest
// first, the flagged ones marked (an amount that differs, money paid after a release or
// cancellation: to refund), each with its refund through Razorpay (a dialog with the amount, all
// of it by default); and the signed webhooks nobody could match. Without the Razorpay settings the
// API answers 404 and the screen says how to set them up. A table on a laptop, cards on a phone.
import { formatIstDateTime } from '@tours/shared-ui/booking-office';
import { Link } from '@tours/shared-ui/router';
import {
  Alert,
  Button,
  Flex,
  Form,
  InputNumber,
  Modal,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { CardFacts, CardHeading, CardList } from '../../../components/card-list';
import { DataTable } from '../../../components/data-table';
import { ManageScreen } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { ToneTag } from '../../../components/tone-tag';
import { adminPaths } from '../../../config/paths';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { onlinePaymentsActions } from '../slice';
import { selectOnlinePayments } from '../slice/selectors';
import type { OnlinePayment } from '../slice/types';
import {
  FLAG_LABELS,
  formatOnlineAmount,
  ONLINE_PAYMENTS_TEXTS as T,
  REFUND_STATUS_LABELS,
} from '../texts';

type Row = OnlinePayment & { _id: string };
type EventRow = {
  _id: string;
  event: string;
  reference: string;
  reason: string;
  receivedAt: string;
};

const toRow = (payment: OnlinePayment): Row => ({ ...payment, _id: payment.providerPaymentId });

/** A payment can be refunded unless a refund is on its way or made (a failed one can be asked again). */
const refundable = (payment: OnlinePayment) =>
  !payment.refund || payment.refund.status === 'failed';

function RefundDialog({ payment, onClose }: { payment: OnlinePayment; onClose: () => void }) {
  const dispatch = useDispatch();
  const { refunding, refusal, refunded } = useSelector(selectOnlinePayments);
  const opened = useRef(refunded);
  // Whole rupees, all of it by default (a payment in paise rounds down: 'all' is sent as no amount).
  const all = Math.floor(payment.amountPaise / 100);
  const [form] = Form.useForm<{ amount: number | null }>();

  useEffect(() => {
    if (refunded !== opened.current) onClose();
  }, [refunded, onClose]);

  const close = () => {
    dispatch(onlinePaymentsActions.refundDismissed());
    onClose();
  };
  const amount = formatOnlineAmount(payment.amountPaise);

  return (
    <Modal open title={T.dialog.title} onCancel={close} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        {T.dialog.intro(amount, payment.providerPaymentId, payment.reference ?? '')}
      </Typography.Paragraph>
      <Form
        form={form}
        name="online-refund"
        layout="vertical"
        initialValues={{ amount: all }}
        disabled={refunding !== null}
        onFinish={({ amount: rupees }) =>
          dispatch(
            onlinePaymentsActions.refundRequested({
              providerPaymentId: payment.providerPaymentId,
              ...(rupees === all ? {} : { amount: rupees ?? undefined }),
            }),
          )
        }
      >
        <Form.Item
          name="amount"
          label={T.dialog.amount}
          extra={T.dialog.amountHelp}
          rules={[
            // The API's own rules (POST /api/payments/online/:id/refund), checked before sending.
            {
              validator: (_rule, value: number | null | undefined) => {
                if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
                  return Promise.reject(new Error(T.dialog.wholeRupees));
                }
                if (value * 100 > payment.amountPaise) {
                  return Promise.reject(new Error(T.dialog.tooMuch));
                }
                return Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber precision={0} style={{ width: '100%', maxWidth: 240 }} />
        </Form.Item>
        {refusal && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={refusal.fieldErrors.amount ?? refusal.message}
            style={{ marginBottom: 16 }}
          />
        )}
        <Flex gap="small" wrap>
          <Button type="primary" danger htmlType="submit" loading={refunding !== null}>
            {T.dialog.confirm}
          </Button>
          <Button onClick={close} disabled={false}>
            {T.dialog.keep}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}

function Flag({ payment }: { payment: OnlinePayment }) {
  if (!payment.flag) return null;
  const expected =
    payment.flag === 'amount-differs' && payment.expectedPaise !== null
      ? ` (${formatOnlineAmount(payment.expectedPaise)} due)`
      : '';
  return (
    <ToneTag tone={payment.flag === 'booking-closed' ? 'red' : 'amber'}>
      {FLAG_LABELS[payment.flag]}
      {expected}
    </ToneTag>
  );
}

function Refund({ payment, onRefund }: { payment: OnlinePayment; onRefund: () => void }) {
  const { refund } = payment;
  const status = refund && (
    <ToneTag
      tone={refund.status === 'failed' ? 'red' : refund.status === 'processed' ? 'green' : 'blue'}
    >
      {REFUND_STATUS_LABELS[refund.status]} · {formatOnlineAmount(refund.amountPaise)}
    </ToneTag>
  );
  return (
    <Flex gap="small" wrap align="center">
      {status}
      {refundable(payment) && (
        <Button
          danger={payment.flag === 'booking-closed'}
          onClick={onRefund}
          aria-label={T.refundLabel(
            formatOnlineAmount(payment.amountPaise),
            payment.providerPaymentId,
          )}
        >
          {T.refund}
        </Button>
      )}
    </Flex>
  );
}

// Underlined: beside other text in a card's heading, colour alone would not tell it is a link.
function BookingLink({ payment }: { payment: OnlinePayment }) {
  if (!payment.bookingId) return <>{payment.reference ?? T.noBooking}</>;
  return (
    <Link to={adminPaths.booking(payment.bookingId)} style={{ textDecoration: 'underline' }}>
      {payment.reference ?? payment.bookingId}
    </Link>
  );
}

function PaymentId({ payment }: { payment: OnlinePayment }) {
  return (
    <>
      <Typography.Text code>{payment.providerPaymentId}</Typography.Text>
      {payment.source === 'reconciliation' && (
        <Typography.Text type="secondary"> ({T.fromReconciliation})</Typography.Text>
      )}
    </>
  );
}

function Payments({ rows, onRefund }: { rows: Row[]; onRefund: (row: Row) => void }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  if (rows.length === 0) return <Typography.Paragraph>{T.empty}</Typography.Paragraph>;
  const refund = (row: Row) => <Refund payment={row} onRefund={() => onRefund(row)} />;
  if (narrow) {
    return (
      <CardList
        rows={rows}
        card={(row) => (
          <>
            <CardHeading>
              <BookingLink payment={row} /> · {formatOnlineAmount(row.amountPaise)}
            </CardHeading>
            <CardFacts
              pairs={[
                [T.columns.paidAt, formatIstDateTime(row.paidAt)],
                [T.columns.payment, <PaymentId key="id" payment={row} />],
              ]}
            />
            {row.flag && (
              <Typography.Paragraph style={{ margin: '8px 0 0' }}>
                <Flag payment={row} />
              </Typography.Paragraph>
            )}
            <div style={{ marginTop: 8 }}>{refund(row)}</div>
          </>
        )}
      />
    );
  }
  const columns: TableColumnsType<Row> = [
    { title: T.columns.paidAt, key: 'paidAt', render: (_, row) => formatIstDateTime(row.paidAt) },
    {
      title: T.columns.reference,
      key: 'reference',
      render: (_, row) => <BookingLink payment={row} />,
    },
    {
      title: T.columns.amount,
      key: 'amount',
      align: 'right',
      render: (_, row) => formatOnlineAmount(row.amountPaise),
    },
    { title: T.columns.flag, key: 'flag', render: (_, row) => <Flag payment={row} /> },
    { title: T.columns.payment, key: 'payment', render: (_, row) => <PaymentId payment={row} /> },
    { title: T.columns.refund, key: 'refund', render: (_, row) => refund(row) },
  ];
  return <DataTable<Row> rows={rows} columns={columns} emptyText={T.empty} />;
}

function Unmatched({ rows }: { rows: EventRow[] }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const headingId = useId();
  const { columns: C } = T.unmatched;
  let body: ReactNode;
  if (rows.length === 0) body = <Typography.Paragraph>{T.unmatched.empty}</Typography.Paragraph>;
  else if (narrow)
    body = (
      <CardList
        rows={rows}
        card={(row) => (
          <CardFacts
            pairs={[
              [C.receivedAt, formatIstDateTime(row.receivedAt)],
              [C.event, row.event],
              [C.reference, row.reference],
              [C.reason, row.reason],
            ]}
          />
        )}
      />
    );
  else
    body = (
      <DataTable<EventRow>
        rows={rows}
        emptyText={T.unmatched.empty}
        columns={[
          {
            title: C.receivedAt,
            key: 'receivedAt',
            render: (_, row) => formatIstDateTime(row.receivedAt),
          },
          { title: C.event, dataIndex: 'event', key: 'event' },
          { title: C.reference, dataIndex: 'reference', key: 'reference' },
          { title: C.reason, dataIndex: 'reason', key: 'reason' },
        ]}
      />
    );
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 32 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 22 }}>
        {T.unmatched.title}
      </Typography.Title>
      <Typography.Paragraph>{T.unmatched.intro}</Typography.Paragraph>
      {body}
    </section>
  );
}

export function OnlinePaymentsPage() {
  const dispatch = useDispatch();
  const { value, status, error, notSetUp } = useSelector(selectOnlinePayments);
  const [refunding, setRefunding] = useState<OnlinePayment | null>(null);

  useEffect(() => {
    dispatch(onlinePaymentsActions.requested());
  }, [dispatch]);

  let body: ReactNode;
  if (status === 'failed') body = <Alert type="error" showIcon role="alert" title={error} />;
  else if (notSetUp)
    body = (
      <Alert
        type="info"
        showIcon
        // A state of the agency's setup, not an error: told politely (antd's default is 'alert').
        role="status"
        title={T.notSetUp.title}
        description={
          <>
            <Typography.Paragraph>{T.notSetUp.body}</Typography.Paragraph>
            <Typography.Paragraph style={{ margin: 0 }}>{T.notSetUp.howTo}</Typography.Paragraph>
          </>
        }
      />
    );
  else if (!value) body = <PageLoading text={T.loading} />;
  else {
    const flagged = value.payments.filter((payment) => payment.flag && refundable(payment)).length;
    body = (
      <>
        <Typography.Paragraph>{T.intro}</Typography.Paragraph>
        {flagged > 0 && (
          <Alert
            type="warning"
            showIcon
            title={T.flaggedCount(flagged)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Payments rows={value.payments.map(toRow)} onRefund={setRefunding} />
        <Unmatched rows={value.unmatched.map((event) => ({ ...event, _id: event.id }))} />
      </>
    );
  }

  return (
    <ManageScreen title={T.title}>
      {body}
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </ManageScreen>
  );
}
