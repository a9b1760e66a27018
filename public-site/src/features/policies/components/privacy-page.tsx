// Privacy Policy (/privacy-policy): nine sections (SPEC §2). Section 7 says how a person asks for
// the data of their enquiries to be exported or deleted: by email to the agency's address. The
// words in the page's language (policy-text.tsx: the English verbatim in shared-ui, the Bengali
// and Hindi as the agency translated them).
import { PolicyPage, type PolicySection } from './policy-page';
import { usePolicyText, type IsEnglish } from './policy-text';

export function PrivacyPage({ isEnglish }: { isEnglish: IsEnglish }) {
  const { text, title, plain } = usePolicyText(isEnglish);

  const sections: PolicySection[] = [
    {
      id: 'privacy-collect',
      number: 1,
      title: title('collectTitle'),
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
      title: title('useTitle'),
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
      title: title('sharingTitle'),
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
      title: title('cookiesTitle'),
      content: <p>{text('cookiesText')}</p>,
    },
    {
      id: 'privacy-security',
      number: 5,
      title: title('securityTitle'),
      content: <p>{text('securityText')}</p>,
    },
    {
      id: 'privacy-retention',
      number: 6,
      title: title('retentionTitle'),
      content: <p>{text('retentionText')}</p>,
    },
    {
      id: 'privacy-rights',
      number: 7,
      title: title('rightsTitle'),
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
      title: title('childrenTitle'),
      content: <p>{text('childrenText')}</p>,
    },
    {
      id: 'privacy-changes',
      number: 9,
      title: title('changesTitle'),
      content: <p>{text('changesText')}</p>,
    },
  ];

  return (
    <PolicyPage
      title={title('privacyTitle')}
      updated={plain('privacyUpdated')}
      sections={sections}
    />
  );
}
