// The traveller's booking page (/booking-status?reference=R): the confirmation right after booking
// (router state from the booking form), the lookup by reference and phone number, and the booking
// as it stands. Reached from the booking form, it looks the booking up at once with the phone
// number the form handed over; opened from a kept link, it asks for the phone number.
import { Alert } from '@tours/shared-ui/components';
import type { BookingStatusView } from '@tours/shared-ui/booking-office';
import { useLocation } from '@tours/shared-ui/router';
import { useCallback, useEffect, useState } from 'react';

import '../../../components/page.css';
import { useTexts } from '../../../lib/i18n';
import { useAppDispatch } from '../../../lib/redux';
import { ShownText, type ShownMessage } from '../../../lib/shown-message';
import { useFormMessages } from '../../../lib/use-form-messages';
import { fetchBookingStatus, type StatusLookup } from '../api/get-booking-status';
import {
  paymentReturnOf,
  verifyPaymentReturn,
  type PaymentReturnResult,
} from '../api/verify-payment-return';
import { readBookedState } from '../booked-state';
import { bookingStatusTexts, LOOKUP_FAILED } from '../texts';
import { BookingConfirmation } from './booking-confirmation';
import { BookingLookupForm } from './booking-lookup-form';
import { BookingSummary } from './booking-summary';
import { TaxDocuments } from './tax-documents';
import './booking-status.css';

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found'; booking: BookingStatusView; query: StatusLookup }
  | { state: 'failed'; message: ShownMessage };

export function BookingStatusPage() {
  const dispatch = useAppDispatch();
  const t = useTexts(bookingStatusTexts);
  const messages = useFormMessages();
  const location = useLocation();
  const reference = new URLSearchParams(location.search).get('reference')?.trim() ?? '';
  const booked = readBookedState(location.state, reference);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  // Back from Razorpay's page (issue 28): the API checks the return's signature; writes nothing.
  const [paymentReturn, setPaymentReturn] = useState<PaymentReturnResult | null>(null);
  const returned = paymentReturnOf(location.search);
  const returnKey = returned ? JSON.stringify(returned) : '';
  useEffect(() => {
    if (!returnKey) return;
    void dispatch(verifyPaymentReturn(JSON.parse(returnKey) as Record<string, string>))
      .unwrap()
      .then(setPaymentReturn);
  }, [dispatch, returnKey]);

  const run = useCallback(
    async (query: StatusLookup) => {
      setLookup({ state: 'loading' });
      try {
        const booking = await dispatch(fetchBookingStatus(query)).unwrap();
        setLookup({ state: 'found', booking, query });
      } catch (failure) {
        // The API's 404 (English, its words) in the page's language where it is known.
        const message = String(failure);
        setLookup({
          state: 'failed',
          message:
            message === LOOKUP_FAILED
              ? { text: t('lookupFailed') }
              : await messages.message(message),
        });
      }
    },
    [dispatch, t, messages],
  );

  // Just booked: the form handed over the phone number, so the booking shows without asking.
  const autoPhone = booked?.phone ?? '';
  useEffect(() => {
    if (reference && autoPhone) void run({ reference, phone: autoPhone });
  }, [reference, autoPhone, run]);

  return (
    <div className="ps-page ps-page--narrow ps-booking-status">
      <h1 className="ps-page__title">{t('heading')}</h1>
      {booked ? (
        <BookingConfirmation booked={booked.booked} />
      ) : (
        <p className="ps-page__intro">{t('intro')}</p>
      )}
      <BookingLookupForm
        key={reference}
        initial={{ reference, phone: autoPhone }}
        busy={lookup.state === 'loading'}
        onLookup={(query) => void run(query)}
      />
      <div aria-live="polite">
        {paymentReturn === 'paid' ? <Alert tone="success">{t('onlineReceived')}</Alert> : null}
        {paymentReturn === 'not-paid' ? <Alert>{t('onlineNotCompleted')}</Alert> : null}
        {paymentReturn === 'invalid' ? <Alert tone="error">{t('onlineNotConfirmed')}</Alert> : null}
        {lookup.state === 'failed' ? (
          <Alert tone="error">
            <ShownText message={lookup.message} />
          </Alert>
        ) : null}
        {lookup.state === 'found' ? (
          <>
            <BookingSummary booking={lookup.booking} />
            {lookup.booking.documents?.length ? (
              <TaxDocuments documents={lookup.booking.documents} lookup={lookup.query} />
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
