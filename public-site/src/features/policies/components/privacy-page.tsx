// Privacy Policy (/privacy-policy): nine sections (SPEC §2). Section 7 says how a person asks for
// the data of their enquiries to be exported or deleted: by email to the agency's address. The
// words in the page's language (locales/, the English verbatim).
import { useTexts } from '../../../lib/i18n';
import { policiesTexts } from '../texts';
import { PolicyPage, type PolicySection } from './policy-page';
import { usePolicyText } from './policy-text';

export function PrivacyPage() {
  const t = useTexts(policiesTexts);
  const text = usePolicyText();

  const sections: PolicySection[] = [
    {
      id: 'privacy-collect',
      number: 1,
      title: t('collectTitle'),
      content: (
        <>
          <p>{text('collectIntro')}</p>
          <ul>
            <li>{text('collectContact')}</li>
            <li>{text('collectBooking')}</li>
            <li>{text('collectTravel')}</li>
          </ul>
          <p>{text('collectNoCards')}</p>
        </>
      ),
    },
    {
      id: 'privacy-use',
      number: 2,
      title: t('useTitle'),
      content: (
        <ul>
          <li>{text('useQuotes')}</li>
          <li>{text('useReserve')}</li>
          <li>{text('useTouch')}</li>
          <li>{text('useRecords')}</li>
        </ul>
      ),
    },
    {
      id: 'privacy-sharing',
      number: 3,
      title: t('sharingTitle'),
      content: (
        <>
          <p>{text('sharingNever')}</p>
          <p>{text('sharingHosting')}</p>
        </>
      ),
    },
    {
      id: 'privacy-cookies',
      number: 4,
      title: t('cookiesTitle'),
      content: <p>{text('cookiesText')}</p>,
    },
    {
      id: 'privacy-security',
      number: 5,
      title: t('securityTitle'),
      content: <p>{text('securityText')}</p>,
    },
    {
      id: 'privacy-retention',
      number: 6,
      title: t('retentionTitle'),
      content: <p>{text('retentionText')}</p>,
    },
    {
      id: 'privacy-rights',
      number: 7,
      title: t('rightsTitle'),
      content: (
        <>
          <p>{text('rightsIntro')}</p>
          <ul>
            <li>{text('rightsTell')}</li>
            <li>{text('rightsExport')}</li>
            <li>{text('rightsCorrect')}</li>
            <li>{text('rightsDelete')}</li>
          </ul>
          <p>{text('rightsHow')}</p>
        </>
      ),
    },
    {
      id: 'privacy-children',
      number: 8,
      title: t('childrenTitle'),
      content: <p>{text('childrenText')}</p>,
    },
    {
      id: 'privacy-changes',
      number: 9,
      title: t('changesTitle'),
      content: <p>{text('changesText')}</p>,
    },
  ];

  return <PolicyPage title={t('privacyTitle')} updated={t('privacyUpdated')} sections={sections} />;
}
