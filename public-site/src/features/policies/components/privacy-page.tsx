// Privacy Policy (/privacy-policy): nine sections (SPEC §2). Section 7 says how a person asks for
// the data of their enquiries to be exported or deleted: by email to the agency's address.
import { useRuntimeConfig } from '@tours/shared-ui/components';

import { PhoneLink } from '../../../components/phone-link';
import { mailHref } from '../../../lib/contact-links';
import { PRIVACY_HEADING, PRIVACY_UPDATED } from '../texts';
import { PolicyPage, type PolicySection } from './policy-page';

export function PrivacyPage() {
  const { siteName, agency } = useRuntimeConfig();
  const email = <a href={mailHref(agency.email)}>{agency.email}</a>;

  const sections: PolicySection[] = [
    {
      id: 'privacy-collect',
      number: 1,
      title: 'Information We Collect',
      content: (
        <>
          <p>We collect only what you give us when you contact us or ask for a booking:</p>
          <ul>
            <li>
              <strong>Contact form:</strong> your name, email address, phone number and message.
            </li>
            <li>
              <strong>Booking form:</strong> your name, phone number, the destination, check-in and
              check-out dates, the number of adults and children, the hotel category and your
              message.
            </li>
            <li>
              <strong>When you travel with us:</strong> the traveller details and identity documents
              that hotels and transport operators require, and records of your payments.
            </li>
          </ul>
          <p>
            We do not ask for card or bank details on this website, and we do not use advertising or
            tracking cookies.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-use',
      number: 2,
      title: 'How We Use Your Information',
      content: (
        <ul>
          <li>to answer your questions and send you quotes for the trips you ask about;</li>
          <li>to reserve hotels, transport and sightseeing, and to confirm your booking;</li>
          <li>to stay in touch with you before and during your journey;</li>
          <li>to keep the accounts and records the law requires of a travel business.</li>
        </ul>
      ),
    },
    {
      id: 'privacy-sharing',
      number: 3,
      title: 'Sharing Your Information',
      content: (
        <>
          <p>
            We never sell or rent your personal information. We share only what is needed to deliver
            your tour with the hotels, transport operators and guides who provide it, and with
            authorities when the law requires it (for example for guest registration or permits).
          </p>
          <p>
            Our website and its data are hosted by service providers who process them on our behalf
            and under our instructions.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-cookies',
      number: 4,
      title: 'Cookies and Local Storage',
      content: (
        <p>
          The public website does not set advertising or analytics cookies. Embedded maps are loaded
          from the map provider only when you view a page that shows one, and that provider may set
          its own cookies under its own privacy policy.
        </p>
      ),
    },
    {
      id: 'privacy-security',
      number: 5,
      title: 'Data Security',
      content: (
        <p>
          Your messages and booking requests travel over encrypted connections and are stored in a
          database that only our signed-in staff can read. We limit access to the people who handle
          your enquiry, and take reasonable care to protect your information against loss and
          misuse.
        </p>
      ),
    },
    {
      id: 'privacy-retention',
      number: 6,
      title: 'Data Retention',
      content: (
        <p>
          We keep enquiries and booking requests for as long as we need them to answer you and
          deliver your trip, and booking and payment records for as long as tax and accounting laws
          require. After that they are deleted.
        </p>
      ),
    },
    {
      id: 'privacy-rights',
      number: 7,
      title: 'Your Rights: Access, Export and Deletion',
      content: (
        <>
          <p>You may ask us at any time to:</p>
          <ul>
            <li>tell you what information we hold about you;</li>
            <li>
              <strong>export</strong> the data of your enquiries (contact messages and booking
              requests) and send you a copy;
            </li>
            <li>correct information that is wrong;</li>
            <li>
              <strong>delete</strong> the data of your enquiries.
            </li>
          </ul>
          <p>
            To do so, send an email to {email} from the address you used, or give the phone number
            you used, so that we can find your enquiries and confirm that they are yours. Say
            whether you want an export or a deletion. We may keep booking and payment records that
            the law requires us to keep, and will tell you if we do.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-children',
      number: 8,
      title: "Children's Privacy",
      content: (
        <p>
          Our website is meant for adults planning a trip. We collect details of children only as
          part of a booking made by a parent or guardian, such as the number of children travelling.
        </p>
      ),
    },
    {
      id: 'privacy-changes',
      number: 9,
      title: 'Changes to This Policy and Contact Us',
      content: (
        <p>
          We may update this policy; the date at the top shows the latest version. For any question
          about your privacy, write to {siteName} at {email} or call{' '}
          <PhoneLink phone={agency.phone} />. Our office: {agency.address}.
        </p>
      ),
    },
  ];

  return <PolicyPage title={PRIVACY_HEADING} updated={PRIVACY_UPDATED} sections={sections} />;
}
