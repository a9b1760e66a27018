// Refund Policy (/refund-policy): seven sections (SPEC §2) with the cancellation charges and
// refund rules of SPEC §9, and a calculator of the charge (the booking office's quoteCancellation).
import { REFUND_WORKING_DAYS } from '@tours/shared-ui/booking-office';
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { Link } from '@tours/shared-ui/router';

import { PhoneLink } from '../../../components/phone-link';
import { mailHref } from '../../../lib/contact-links';
import { REFUND_HEADING, REFUND_UPDATED } from '../texts';
import { CancellationCalculator } from './cancellation-calculator';
import { CancellationTable } from './cancellation-table';
import { PolicyPage, type PolicySection } from './policy-page';

export function RefundPage() {
  const { siteName, agency } = useRuntimeConfig();
  const email = <a href={mailHref(agency.email)}>{agency.email}</a>;

  const sections: PolicySection[] = [
    {
      id: 'refund-scope',
      number: 1,
      title: 'Scope of This Policy',
      content: (
        <p>
          This policy explains when money paid to {siteName} for a confirmed tour is refunded, and
          how. It applies together with our <Link to="/terms">Terms and Conditions</Link>. A
          provisional booking that has not been confirmed involves no payment and is simply
          released.
        </p>
      ),
    },
    {
      id: 'refund-cancellation-charges',
      number: 2,
      title: 'Cancellation Charges',
      content: (
        <>
          <p>
            When you cancel a confirmed booking, the following charges are deducted from the amount
            you have paid, counted from the date we receive your cancellation email to the journey
            date:
          </p>
          <CancellationTable />
          <CancellationCalculator />
        </>
      ),
    },
    {
      id: 'refund-request',
      number: 3,
      title: 'How to Request a Refund',
      content: (
        <>
          <p>Send your refund request by email to {email} with:</p>
          <ul>
            <li>your booking reference;</li>
            <li>the reason for the request;</li>
            <li>documentary proof, if applicable (for example a medical certificate).</li>
          </ul>
          <p>Requests made by phone or message must be confirmed by email.</p>
        </>
      ),
    },
    {
      id: 'refund-processing',
      number: 4,
      title: 'Refund Processing and Payment',
      content: (
        <ul>
          <li>We review each request and tell you by email whether it is approved.</li>
          <li>Approved refunds are paid only by account payee cheque.</li>
          <li>
            Processing takes up to {REFUND_WORKING_DAYS} working days from the approval; we confirm
            to you when the refund has been sent.
          </li>
        </ul>
      ),
    },
    {
      id: 'refund-company-cancellation',
      number: 5,
      title: 'Cancellation by the Company',
      content: (
        <p>
          If we cancel the whole tour, you receive a full refund of the amount paid, or, if you
          prefer, the tour is rescheduled to new dates.
        </p>
      ),
    },
    {
      id: 'refund-force-majeure',
      number: 6,
      title: 'Force Majeure',
      content: (
        <p>
          If a tour has to be cancelled after it has started because of events beyond our control
          (natural disasters, severe weather, strikes, epidemics, political unrest or government
          orders), there is no refund for the unused part of the tour.
        </p>
      ),
    },
    {
      id: 'refund-contact',
      number: 7,
      title: 'Contact Us',
      content: (
        <p>
          For questions about a cancellation or a refund, write to {email} or call{' '}
          <PhoneLink phone={agency.phone} />. Our office: {agency.address}.
        </p>
      ),
    },
  ];

  return <PolicyPage title={REFUND_HEADING} updated={REFUND_UPDATED} sections={sections} />;
}
