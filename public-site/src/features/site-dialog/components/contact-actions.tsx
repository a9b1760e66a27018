// Call Us / Text Us / Mail Us: links to the agency's phone, WhatsApp chat and mail address. The
// number and address come from the runtime configuration and are not printed (SPEC §2).
import { useRuntimeConfig } from '@tours/shared-ui/components';

import { MailIcon, PhoneIcon } from '../../../components/contact-icons';
import { WhatsAppIcon } from '../../../components/icons';
import { contactHrefs } from '../../../lib/contact-links';
import { useTexts } from '../../../lib/i18n';
import { siteDialogTexts } from '../texts';
import '../../../components/phone-link.css';
import './contact-actions.css';

export function ContactActions() {
  const t = useTexts(siteDialogTexts);
  const { agency } = useRuntimeConfig();
  const hrefs = contactHrefs(agency);
  return (
    <ul className="ps-contact-actions">
      <li>
        <a
          className="ps-tel ps-contact-actions__link ps-contact-actions__link--call"
          href={hrefs.call}
        >
          <PhoneIcon />
          {t('callUs')}
        </a>
      </li>
      <li>
        <a
          className="ps-contact-actions__link ps-contact-actions__link--text"
          href={hrefs.text}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon />
          {t('textUs')}
          <span className="tui-visually-hidden">{` ${t('opensInNewTab')}`}</span>
        </a>
      </li>
      <li>
        <a className="ps-contact-actions__link ps-contact-actions__link--mail" href={hrefs.mail}>
          <MailIcon />
          {t('mailUs')}
        </a>
      </li>
    </ul>
  );
}
