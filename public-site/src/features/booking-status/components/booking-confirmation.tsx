// What a visitor sees right after booking (the dialog has said 'Booking submitted successfully!'
// and closed): their reference, what happens next (the hold deadline in IST, the deposit once the
// trip is quoted) and the link to this page to keep. From the POST answer the form handed over in
// the router state, so it shows even before the lookup answers.
import { depositFor, formatInr, formatIstDateTime } from '@tours/shared-ui/booking-office';
import { Link } from '@tours/shared-ui/router';
import { useEffect, useRef } from 'react';

import { bookingPageHref, type BookedState } from '../booked-state';
import {
  BOOKED_HEADING,
  BOOKED_REFERENCE,
  depositText,
  holdText,
  KEEP_LINK_TEXT,
  NEXT_STEPS_HEADING,
  NO_QUOTE_TEXT,
  waitlistedText,
} from '../texts';

export function BookingConfirmation({ booked }: { booked: BookedState['booked'] }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The visitor arrives from the dialog: start reading (and tabbing) here.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const href = bookingPageHref(booked.reference);
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
        {BOOKED_HEADING}
      </h2>
      <p>
        {BOOKED_REFERENCE}:{' '}
        <strong className="ps-booking-status__reference">{booked.reference}</strong>
      </p>
      <h3 className="ps-booking-status__subheading">{NEXT_STEPS_HEADING}</h3>
      <ul>
        {booked.waitlistPosition !== undefined && booked.waitlistPosition !== null ? (
          <li>{waitlistedText(booked.waitlistPosition)}</li>
        ) : null}
        {booked.holdUntil ? (
          <li>{holdText(formatIstDateTime(booked.holdUntil, { weekday: true }))}</li>
        ) : null}
        <li>
          {quotedTotal !== null && quotedTotal > 0
            ? depositText(formatInr(depositFor(quotedTotal)), formatInr(quotedTotal))
            : NO_QUOTE_TEXT}
        </li>
      </ul>
      <p>
        {KEEP_LINK_TEXT} <Link to={href}>{`${window.location.origin}${href}`}</Link>
      </p>
    </section>
  );
}
