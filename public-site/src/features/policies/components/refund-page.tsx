// Refund Policy (/refund-policy): seven sections (SPEC §2) with the cancellation charges and
// refund rules of SPEC §9, and a calculator of the charge (the booking office's quoteCancellation).
// The words in the page's language (locales/, the English verbatim).
import { useTexts } from '../../../lib/i18n';
import { policiesTexts } from '../texts';
import { CancellationCalculator } from './cancellation-calculator';
import { CancellationTable } from './cancellation-table';
import { PolicyPage, type PolicySection } from './policy-page';
import { usePolicyText } from './policy-text';

export function RefundPage() {
  const t = useTexts(policiesTexts);
  const text = usePolicyText();

  const sections: PolicySection[] = [
    {
      id: 'refund-scope',
      number: 1,
      title: t('scopeTitle'),
      content: <p>{text('scopeText')}</p>,
    },
    {
      id: 'refund-cancellation-charges',
      number: 2,
      title: t('chargesTitle'),
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
      title: t('requestTitle'),
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
      title: t('processingTitle'),
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
      title: t('companyTitle'),
      content: <p>{text('companyText')}</p>,
    },
    {
      id: 'refund-force-majeure',
      number: 6,
      title: t('forceTitle'),
      content: <p>{text('forceText')}</p>,
    },
    {
      id: 'refund-contact',
      number: 7,
      title: t('refundContactTitle'),
      content: <p>{text('refundContactText')}</p>,
    },
  ];

  return <PolicyPage title={t('refundTitle')} updated={t('refundUpdated')} sections={sections} />;
}
