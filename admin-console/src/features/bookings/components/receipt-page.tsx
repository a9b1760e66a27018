// /admin/bookings/:id/receipts/:paymentId: the printable receipt of one payment (the Terms promise
// written confirmation of every payment). Built with paymentReceipt() from the booking's ledger;
// the agency's name and contact details are the runtime config's, as the public site shows them.
// When printed, the admin header and the buttons are left out.
import {
  formatDay,
  formatInr,
  PAYMENT_METHOD_LABELS,
  paymentReceipt,
  type BookingDetail,
  type PaymentReceipt,
} from '@tours/shared-ui/booking-office';
import { useRuntimeConfig, usePageMeta } from '@tours/shared-ui/components';
import { Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from '@tours/shared-ui/router';

import { PrintPage } from '../../../components/print-page';
import { adminPaths } from '../../../config/paths';
import { bookingDetailActions } from '../slice';
import { selectBookingDetail } from '../slice/selectors';
import { BOOKING_LOADING, RECEIPT_TEXTS, datesText } from '../texts';
import { ScheduleTable } from './booking-schedule';
import { Facts } from './booking-section';

export function ReceiptPage() {
  const { id = '', paymentId = '' } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { siteName } = useRuntimeConfig();
  const state = useSelector(selectBookingDetail);
  const booking = state.id === id ? state.booking : null;
  const receipt = booking ? paymentReceipt(booking, paymentId) : null;
  usePageMeta({
    title: `${RECEIPT_TEXTS.title}${receipt ? ` ${receipt.receiptNumber}` : ''} | ${siteName}`,
  });

  useEffect(() => {
    if (id) dispatch(bookingDetailActions.bookingRequested(id));
  }, [dispatch, id]);

  return (
    <PrintPage
      back={{ label: RECEIPT_TEXTS.back, onClick: () => void navigate(adminPaths.booking(id)) }}
      printLabel={RECEIPT_TEXTS.print}
      content={booking && receipt ? <ReceiptSheet booking={booking} receipt={receipt} /> : null}
      failure={booking ? RECEIPT_TEXTS.notFound : state.status === 'failed' ? state.error : null}
      loadingText={BOOKING_LOADING}
    />
  );
}

function ReceiptSheet({ booking, receipt }: { booking: BookingDetail; receipt: PaymentReceipt }) {
  const { siteName, agency } = useRuntimeConfig();
  const { payment } = receipt;
  return (
    <article
      aria-labelledby="receipt-heading"
      style={{ background: '#fff', padding: 24, maxWidth: 720, overflowWrap: 'anywhere' }}
    >
      <header style={{ borderBottom: '2px solid #333', marginBottom: 16, paddingBottom: 8 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {siteName}
        </Typography.Title>
        <address style={{ fontStyle: 'normal' }}>
          <div>{agency.address}</div>
          <div>
            {RECEIPT_TEXTS.phone}: {agency.phone} · {RECEIPT_TEXTS.email}: {agency.email}
          </div>
        </address>
      </header>
      <Typography.Title level={2} id="receipt-heading" style={{ fontSize: 20 }}>
        {RECEIPT_TEXTS.heading} {receipt.receiptNumber}
      </Typography.Title>
      <Facts
        items={[
          [RECEIPT_TEXTS.number, receipt.receiptNumber],
          [RECEIPT_TEXTS.reference, receipt.reference],
          [RECEIPT_TEXTS.receivedFrom, receipt.name],
          [
            RECEIPT_TEXTS.trip,
            `${receipt.destination}, ${datesText(formatDay(receipt.checkIn), formatDay(receipt.checkOut))}`,
          ],
          [RECEIPT_TEXTS.paidOn, formatDay(payment.paidOn)],
          [RECEIPT_TEXTS.method, PAYMENT_METHOD_LABELS[payment.method]],
          ...(payment.reference ? ([[RECEIPT_TEXTS.transaction, payment.reference]] as const) : []),
          [RECEIPT_TEXTS.amount, <strong key="amount">{formatInr(payment.amount)}</strong>],
          [RECEIPT_TEXTS.inWords, receipt.amountInWords],
          ...(payment.amount < 0
            ? ([[RECEIPT_TEXTS.reversal, `${RECEIPT_TEXTS.reason}: ${payment.reason}`]] as const)
            : []),
          [
            RECEIPT_TEXTS.quotedTotal,
            receipt.quotedTotal === null ? RECEIPT_TEXTS.noQuote : formatInr(receipt.quotedTotal),
          ],
          [RECEIPT_TEXTS.receivedToDate, formatInr(receipt.receivedToDate)],
          [
            RECEIPT_TEXTS.balanceDue,
            receipt.balanceDue === null ? RECEIPT_TEXTS.noQuote : formatInr(receipt.balanceDue),
          ],
        ]}
      />
      <div style={{ marginTop: 16 }}>
        <ScheduleTable schedule={booking.schedule} />
      </div>
    </article>
  );
}
