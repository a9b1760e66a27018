// Refund Policy (/refund-policy): seven sections (SPEC §2) with the cancellation charges and
// refund rules of SPEC §9, and a calculator of the charge (the booking office's quoteCancellation).
// The words in the page's language (policy-text.tsx: the English verbatim in shared-ui, the
// Bengali and Hindi as the agency translated them).
import { CancellationCalculator } from './cancellation-calculator';
import { CancellationTable } from './cancellation-table';
import { PolicyPage, type PolicySection } from './policy-page';
import { usePolicyText, type IsEnglish } from './policy-text';

export function RefundPage({ isEnglish }: { isEnglish: IsEnglish }) {
  const { text, title, plain } = usePolicyText(isEnglish);

  const sections: PolicySection[] = [
    {
      id: 'refund-scope',
      number: 1,
      title: title('scopeTitle'),
      content: <p>{text('scopeText')}</p>,
    },
    {
      id: 'refund-cancellation-charges',
      number: 2,
      title: title('chargesTitle'),
      content: (
        <>
          <p>{text('chargesIntro')}</p>
          <CancellationTable />
          <CancellationCalculator />
        </>
      ),
    },
    {
      id: 'refund-request',
      number: 3,
      title: title('requestTitle'),
      content: (
        <>
          <p>{text('requestIntro')}</p>
          <ul>
            <li>{text('requestReference')}</li>
            <li>{text('requestReason')}</li>
            <li>{text('requestProof')}</li>
          </ul>
          <p>{text('requestConfirm')}</p>
        </>
      ),
    },
    {
      id: 'refund-processing',
      number: 4,
      title: title('processingTitle'),
      content: (
        <ul>
          <li>{text('processingReview')}</li>
          <li>{text('processingCheque')}</li>
          <li>{text('processingDays')}</li>
        </ul>
      ),
    },
    {
      id: 'refund-company-cancellation',
      number: 5,
      title: title('companyTitle'),
      content: <p>{text('companyText')}</p>,
    },
    {
      id: 'refund-force-majeure',
      number: 6,
      title: title('forceTitle'),
      content: <p>{text('forceText')}</p>,
    },
    {
      id: 'refund-contact',
      number: 7,
      title: title('refundContactTitle'),
      content: <p>{text('refundContactText')}</p>,
    },
  ];

  return (
    <PolicyPage title={title('refundTitle')} updated={plain('refundUpdated')} sections={sections} />
  );
}
