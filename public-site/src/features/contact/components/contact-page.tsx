// Contact (/contact-us): intro, the contact form, and the agency's address, phone, email and
// office map, all from the runtime configuration.
import { useRuntimeConfig } from '@tours/shared-ui/components';

import { MailIcon, PhoneIcon } from '../../../components/contact-icons';
import { HeadedSection } from '../../../components/headed-section';
import { MapEmbed } from '../../../components/map-embed';
import { NoScriptNote } from '../../../components/noscript-note';
import '../../../components/page.css';
import { PhoneLink } from '../../../components/phone-link';
import { mailHref } from '../../../lib/contact-links';
import { useTexts } from '../../../lib/i18n';
import { contactTexts } from '../texts';
import { ContactForm } from './contact-form';
import './contact-page.css';

export function ContactPage() {
  const t = useTexts(contactTexts);
  const { agency } = useRuntimeConfig();
  return (
    <div className="ps-page ps-contact">
      <h1 className="ps-page__title">{t('heading')}</h1>
      <p className="ps-page__intro">{t('intro')}</p>
      <div className="ps-contact__columns">
        <HeadedSection
          className="ps-contact__panel"
          headingId="ps-contact-form-heading"
          headingClassName="ps-contact__heading"
          heading={t('formHeading')}
        >
          <NoScriptNote>{t('needsJs')}</NoScriptNote>
          <ContactForm labelledBy="ps-contact-form-heading" />
        </HeadedSection>
        <HeadedSection
          className="ps-contact__panel"
          headingId="ps-contact-info-heading"
          headingClassName="ps-contact__heading"
          heading={t('infoHeading')}
        >
          <dl className="ps-contact__info">
            <div>
              <dt>{t('address')}</dt>
              <dd>
                <address>{agency.address}</address>
              </dd>
            </div>
            <div>
              <dt>{t('phoneInfo')}</dt>
              <dd>
                <PhoneLink className="ps-contact__link" phone={agency.phone} icon={<PhoneIcon />} />
              </dd>
            </div>
            <div>
              <dt>{t('emailInfo')}</dt>
              <dd>
                <a className="ps-contact__link" href={mailHref(agency.email)}>
                  <MailIcon />
                  {agency.email}
                </a>
              </dd>
            </div>
          </dl>
          {agency.officeMapUrl ? (
            <MapEmbed
              className="ps-contact__map"
              src={agency.officeMapUrl}
              title={t('officeMap')}
              width={600}
              height={360}
            />
          ) : null}
        </HeadedSection>
      </div>
    </div>
  );
}
