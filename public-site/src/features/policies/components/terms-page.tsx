// Terms and Conditions (/terms). Sections as SPEC §2 lists them: 1, 2 and 4 (there is no 3), then
// Booking Policies with Reservations, Rescheduling and Cancellation. Figures from the booking office's rules (SPEC §9).
import {
  BEFORE_JOURNEY_PERCENT,
  DEPOSIT_PERCENT,
  HOLD_WORKING_DAYS,
  REFUND_WORKING_DAYS,
} from '@tours/shared-ui/booking-office';
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { HOTEL_CATEGORIES } from '@tours/shared-ui/domain';
import { Link } from '@tours/shared-ui/router';

import { PhoneLink } from '../../../components/phone-link';
import { mailHref } from '../../../lib/contact-links';
import { TERMS_HEADING, TERMS_UPDATED } from '../texts';
import { CancellationTable } from './cancellation-table';
import { PolicyPage, type PolicySection } from './policy-page';

export function TermsPage() {
  const { siteName, agency } = useRuntimeConfig();
  const email = (
    <a href={mailHref(agency.email)} className="ps-policy__link">
      {agency.email}
    </a>
  );

  const sections: PolicySection[] = [
    {
      id: 'terms-general',
      number: 1,
      title: 'General Terms',
      content: (
        <>
          <p>
            These terms apply to every tour, package and travel service booked with {siteName}{' '}
            (&ldquo;we&rdquo;, &ldquo;us&rdquo;), a tours and travels agency based in Sonarpur, West
            Bengal, India, through this website, by phone, by WhatsApp or by email. By making an
            enquiry or a booking you accept them on behalf of everyone travelling with you.
          </p>
          <ul>
            <li>
              All prices are quoted in Indian rupees (₹) per person unless stated otherwise, and
              depend on the hotel category chosen ({HOTEL_CATEGORIES.join(', ')}), the travel dates
              and the number of travellers.
            </li>
            <li>
              Prices are valid on the day they are quoted and may change until the booking is
              confirmed, for example when hotels, transport operators or the government revise their
              rates or taxes.
            </li>
            <li>
              Hotels, vehicles, trains, flights and sightseeing are provided by independent
              suppliers under their own rules; we arrange them on your behalf.
            </li>
            <li>
              Travellers must carry a valid government photo identity document and any permits the
              destination requires, and follow local laws and the rules of the hotels they stay in.
            </li>
            <li>
              Itineraries are shared in good faith; the order of sightseeing may change because of
              weather, road conditions or local restrictions.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'terms-booking-payments',
      number: 2,
      title: 'Booking and Payments',
      content: (
        <>
          <p>
            A booking request made on this website is an enquiry: our team contacts you to confirm
            availability and the final price before anything is reserved.
          </p>
          <ul>
            <li>
              A provisional booking is held for at most {HOLD_WORKING_DAYS} working days. If it is
              not confirmed within that time it is released without notice.
            </li>
            <li>A booking is confirmed on receipt of {DEPOSIT_PERCENT}% of the total tour cost.</li>
            <li>
              A further {BEFORE_JOURNEY_PERCENT}% of the total tour cost is due before the journey
              date.
            </li>
            <li>The balance is paid on site at the start of the tour.</li>
            <li>
              We send a written confirmation of every payment received. Bookings whose payments are
              not made on time may be treated as cancelled by you, with the charges in the
              Cancellation section below.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'terms-liability',
      number: 4,
      title: 'Limitation of Liability',
      content: (
        <>
          <p>
            We act as an agent for the hotels, transport operators and other suppliers who provide
            the services of your tour, and take every reasonable care in choosing them. We are not
            liable for:
          </p>
          <ul>
            <li>
              injury, illness, loss, damage, delay or extra expense caused by a supplier, or by
              events beyond our control such as natural disasters, weather, strikes, epidemics,
              accidents, political unrest or government orders (force majeure);
            </li>
            <li>the loss of, or damage to, luggage and personal belongings;</li>
            <li>
              changes to train or flight schedules, road closures, or the cancellation of
              sightseeing by the authorities.
            </li>
          </ul>
          <p>
            Any extra cost arising from such events (additional nights, transport or meals) is borne
            by the travellers. Where we are liable, our liability is limited to the amount paid to
            us for the affected service.
          </p>
        </>
      ),
    },
    {
      id: 'terms-booking-policies',
      title: 'Booking Policies',
      content: (
        <>
          <h3 className="ps-policy__subheading">Reservations</h3>
          <ul>
            <li>
              Send your request with the booking form on any page (Book Now), through the{' '}
              <Link to="/contact-us">contact page</Link>, by phone at{' '}
              <PhoneLink phone={agency.phone} /> or by email to {email}.
            </li>
            <li>
              Give the names of all travellers, the number of adults and of children aged 5 to 8
              years, your dates and your preferred hotel category.
            </li>
            <li>
              Your reservation is provisional until {DEPOSIT_PERCENT}% of the total tour cost is
              received, and is held for at most {HOLD_WORKING_DAYS} working days.
            </li>
          </ul>
          <h3 className="ps-policy__subheading">Rescheduling</h3>
          <ul>
            <li>
              Ask to change your travel dates by email to {email}, quoting your booking reference.
            </li>
            <li>
              New dates depend on the availability of hotels and transport; any difference in price
              for the new dates is payable by you.
            </li>
            <li>
              If we cancel the whole tour, you may choose new dates or a full refund (see the{' '}
              <Link to="/refund-policy">Refund Policy</Link>).
            </li>
          </ul>
          <h3 className="ps-policy__subheading">Cancellation</h3>
          <p>
            Cancellations must be made by email to {email}, quoting your booking reference. The
            charges below apply from the date we receive your email, counted against the journey
            date:
          </p>
          <CancellationTable />
          <p>
            Approved refunds are paid only by account payee cheque and are processed within{' '}
            {REFUND_WORKING_DAYS} working days. If a tour is cancelled after it has started because
            of force majeure, there is no refund for the unused part of the tour.
          </p>
        </>
      ),
    },
  ];

  return <PolicyPage title={TERMS_HEADING} updated={TERMS_UPDATED} sections={sections} />;
}
