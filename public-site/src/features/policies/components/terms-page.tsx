// Terms and Conditions (/terms). Sections as SPEC §2 lists them: 1, 2 and 4 (there is no 3), then
// Booking Policies with Reservations, Rescheduling and Cancellation. Figures from the booking
// office's rules (SPEC §9); the words in the page's language (policy-text.tsx: the English
// verbatim in shared-ui, the Bengali and Hindi as the agency translated them).
import { CancellationTable } from './cancellation-table';
import { PolicyPage, type PolicySection } from './policy-page';
import { usePolicyText, type IsEnglish } from './policy-text';

export function TermsPage({ isEnglish }: { isEnglish: IsEnglish }) {
  const { text, title, plain } = usePolicyText(isEnglish, { emailClassName: 'ps-policy__link' });

  const sections: PolicySection[] = [
    {
      id: 'terms-general',
      number: 1,
      title: title('generalTitle'),
      content: (
        <>
          <p>{text('generalIntro')}</p>
          <ul>
            <li>{text('generalPrices')}</li>
            <li>{text('generalValidity')}</li>
            <li>{text('generalSuppliers')}</li>
            <li>{text('generalDocuments')}</li>
            <li>{text('generalItineraries')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'terms-booking-payments',
      number: 2,
      title: title('paymentsTitle'),
      content: (
        <>
          <p>{text('paymentsIntro')}</p>
          <ul>
            <li>{text('paymentsHold')}</li>
            <li>{text('paymentsDeposit')}</li>
            <li>{text('paymentsBeforeJourney')}</li>
            <li>{text('paymentsBalance')}</li>
            <li>{text('paymentsConfirmation')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'terms-liability',
      number: 4,
      title: title('liabilityTitle'),
      content: (
        <>
          <p>{text('liabilityIntro')}</p>
          <ul>
            <li>{text('liabilityEvents')}</li>
            <li>{text('liabilityLuggage')}</li>
            <li>{text('liabilitySchedules')}</li>
          </ul>
          <p>{text('liabilityCosts')}</p>
        </>
      ),
    },
    {
      id: 'terms-booking-policies',
      title: title('bookingPoliciesTitle'),
      content: (
        <>
          <h3 className="ps-policy__subheading">{title('reservationsTitle')}</h3>
          <ul>
            <li>{text('reservationsRequest')}</li>
            <li>{text('reservationsNames')}</li>
            <li>{text('reservationsProvisional')}</li>
          </ul>
          <h3 className="ps-policy__subheading">{title('reschedulingTitle')}</h3>
          <ul>
            <li>{text('reschedulingAsk')}</li>
            <li>{text('reschedulingAvailability')}</li>
            <li>{text('reschedulingCompany')}</li>
          </ul>
          <h3 className="ps-policy__subheading">{title('cancellationTitle')}</h3>
          <p>{text('cancellationHow')}</p>
          <CancellationTable />
          <p>{text('cancellationRefunds')}</p>
        </>
      ),
    },
  ];

  return (
    <PolicyPage title={title('termsTitle')} updated={plain('termsUpdated')} sections={sections} />
  );
}
