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
import {
  ADDRESS_LABEL,
  CONTACT_HEADING,
  CONTACT_INTRO,
  CONTACT_NEEDS_JS,
  EMAIL_INFO_LABEL,
  FORM_HEADING,
  INFO_HEADING,
  OFFICE_MAP_TITLE,
  PHONE_INFO_LABEL,
} from '../texts';
import { ContactForm } from './contact-form';
import './contact-page.css';

export function ContactPage() {
  const { agency } = useRuntimeConfig();
  return (
    <div className="ps-page ps-contact">
      <h1 className="ps-page__title">{CONTACT_HEADING}</h1>
      <p className="ps-page__intro">{CONTACT_INTRO}</p>
      <div className="ps-contact__columns">
        <HeadedSection
          className="ps-contact__panel"
          headingId="ps-contact-form-heading"
          headingClassName="ps-contact__heading"
          heading={FORM_HEADING}
        >
          <NoScriptNote>{CONTACT_NEEDS_JS}</NoScriptNote>
          <ContactForm labelledBy="ps-contact-form-heading" />
        </HeadedSection>
        <HeadedSection
          className="ps-contact__panel"
          headingId="ps-contact-info-heading"
          headingClassName="ps-contact__heading"
          heading={INFO_HEADING}
        >
          <dl className="ps-contact__info">
            <div>
              <dt>{ADDRESS_LABEL}</dt>
              <dd>
                <address>{agency.address}</address>
              </dd>
            </div>
            <div>
              <dt>{PHONE_INFO_LABEL}</dt>
              <dd>
                <PhoneLink className="ps-contact__link" phone={agency.phone} icon={<PhoneIcon />} />
              </dd>
            </div>
            <div>
              <dt>{EMAIL_INFO_LABEL}</dt>
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
              title={OFFICE_MAP_TITLE}
              width={600}
              height={360}
            />
          ) : null}
        </HeadedSection>
      </div>
    </div>
  );
}
