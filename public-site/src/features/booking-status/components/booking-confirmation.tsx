// What a visitor sees right after booking (the dialog has said 'Booking submitted successfully!'
// and closed): their reference, what happens next (the hold deadline in IST, the deposit once the
// trip is quoted) and the link to this page to keep. From the POST answer the form handed over in
// the router state, so it shows even before the lookup answers.
import { DEPOSIT_PERCENT, depositFor } from '@tours/shared-ui/booking-office';
import { Link } from '@tours/shared-ui/router';
import { useEffect, useRef } from 'react';

import { useBookingDates } from '../../../lib/booking-dates';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { bookingPageHref, type BookedState } from '../booked-state';
import { bookingStatusTexts } from '../texts';
import { useRupees } from '../../../lib/rupees';

export function BookingConfirmation({ booked }: { booked: BookedState['booked'] }) {
  const t = useTexts(bookingStatusTexts);
  const rupees = useRupees();
  const { moment } = useBookingDates();
  const localePath = useLocalePath();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The visitor arrives from the dialog: start reading (and tabbing) here.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const href = localePath(bookingPageHref(booked.reference));
  const { quotedTotal } = booked;
  return (
    <section
      className="ps-booking-status__panel ps-booking-status__panel--booked"
      aria-labelledby="ps-booking-booked-heading"
    >
      <h2
        id="ps-booking-booked-heading"
        ref={headingRef}
        tabIndex={-1}
        className="ps-booking-status__heading"
      >
        {t('bookedHeading')}
      </h2>
      <p>
        {t('bookedReference')}:{' '}
        <strong className="ps-booking-status__reference">{booked.reference}</strong>
      </p>
      <h3 className="ps-booking-status__subheading">{t('nextStepsHeading')}</h3>
      <ul>
        {booked.waitlistPosition !== undefined && booked.waitlistPosition !== null ? (
          <li>
            {booked.waitlistPosition
              ? t('waitlistedNumber', { position: booked.waitlistPosition })
              : t('waitlisted')}
          </li>
        ) : null}
        {booked.holdUntil ? (
          <li>{t('hold', { deadline: moment(booked.holdUntil, { weekday: true }) })}</li>
        ) : null}
        <li>
          {quotedTotal !== null && quotedTotal > 0
            ? t('deposit', {
                deposit: rupees(depositFor(quotedTotal)),
                percent: DEPOSIT_PERCENT,
                total: rupees(quotedTotal),
              })
            : t('noQuote', { percent: DEPOSIT_PERCENT })}
        </li>
      </ul>
      <p>
        {t('keepLink')} <Link to={href}>{`${window.location.origin}${href}`}</Link>
      </p>
    </section>
  );
}
