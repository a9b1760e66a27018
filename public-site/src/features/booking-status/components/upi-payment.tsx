// What to pay now, once the agency has quoted the trip: the amount (the deposit, then the share due
// before the journey: nextPayment of the booking office); with online payments set up (issue 28)
// 'Pay ₹8,000 online', a plain link to Razorpay's hosted page (no script of theirs on ours); and a
// UPI QR code and link for the agency's UPI id (runtime setting AGENCY_UPI_ID). With neither, the
// agency's phone.
import {
  buildUpiLink,
  DEPOSIT_PERCENT,
  type BookingStatusView,
  type NextPayment,
  type OnlinePaymentOffer,
} from '@tours/shared-ui/booking-office';
import { useRuntimeConfig } from '@tours/shared-ui/components';

import { PhoneLink } from '../../../components/phone-link';
import { useTexts } from '../../../lib/i18n';
import { bookingStatusTexts } from '../texts';
import { QrCode } from './qr-code';
import { StatusPanel } from './status-panel';
import { useRupees } from '../../../lib/rupees';

export interface UpiPaymentProps {
  reference: BookingStatusView['reference'];
  payment: NextPayment;
  /** The Razorpay link of this instalment (BookingStatusView.onlinePayment), when there is one. */
  online?: OnlinePaymentOffer | null;
}

export function UpiPayment({ reference, payment, online = null }: UpiPaymentProps) {
  const t = useTexts(bookingStatusTexts);
  const rupees = useRupees();
  const { siteName, agency } = useRuntimeConfig();
  const amount = rupees(payment.amount);
  const link = buildUpiLink({
    payeeId: agency.upiId,
    payeeName: siteName,
    amount: payment.amount,
    reference,
  });
  return (
    <StatusPanel
      name="payment"
      heading={
        payment.kind === 'deposit'
          ? t('depositHeading', { percent: DEPOSIT_PERCENT })
          : t('beforeJourneyHeading')
      }
    >
      <p className="ps-booking-status__amount">{amount}</p>
      {online ? (
        <p>
          <a className="ps-booking-status__pay" href={online.url} rel="noopener noreferrer">
            {t('payOnline', { amount: rupees(online.amount) })}
          </a>
        </p>
      ) : null}
      {link ? (
        <div className="ps-booking-status__upi">
          <QrCode className="ps-booking-status__qr" value={link} label={t('qrLabel', { amount })} />
          <div>
            <p>{t('scanHint')}</p>
            <a className="ps-booking-status__pay" href={link}>
              {t('payWithUpi')}
            </a>
          </div>
        </div>
      ) : online ? null : (
        <p>
          {t('noUpi')} <PhoneLink phone={agency.phone} />
        </p>
      )}
    </StatusPanel>
  );
}
