// About Us (/about): the introduction, six 'Why Choose Us?' cards and the 'Join Us Today!' block.
import { Link } from '@tours/shared-ui/router';

import '../../../components/card-grid.css';
import { HeadedSection } from '../../../components/headed-section';
import '../../../components/page.css';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { aboutTexts, REASONS } from '../texts';
import './about-page.css';

/** One decorative line icon per reason, in the order of REASONS. */
const REASON_ICONS = [
  // Personalized Service: a person
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  // Expert Guidance: a compass
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm3.5-12.5-2 5-5 2 2-5z',
  // Affordability: the rupee sign
  'M7 4h10M7 8h10M7 4h3a4 4 0 0 1 0 8H7l7 8',
  // Safety and Trust: a shield with a tick
  'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zm-3 9 2 2 4-4',
  // Customized Tour Packages: sliders
  'M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4',
  // Local Cultural Immersion: a lamp
  'M12 3c2 3 3 5 3 7a3 3 0 0 1-6 0c0-2 1-4 3-7zM6 16h12l-2 5H8z',
];

export function AboutPage() {
  const t = useTexts(aboutTexts);
  const localePath = useLocalePath();
  return (
    <div className="ps-page ps-about">
      <h1 className="ps-page__title">{t('heading')}</h1>
      <div className="ps-about__intro">
        <p>{t('intro1')}</p>
        <p>{t('intro2')}</p>
      </div>

      <HeadedSection
        className="ps-about__why"
        headingId="ps-about-why"
        headingClassName="ps-about__heading"
        heading={t('whyHeading')}
      >
        <ul className="ps-card-grid ps-about__reasons">
          {REASONS.map((reason, index) => (
            <li key={reason.title} className="ps-about__reason">
              <svg
                className="ps-about__icon"
                width="40"
                height="40"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={REASON_ICONS[index]} />
              </svg>
              <h3 className="ps-about__reason-title">{t(reason.title)}</h3>
              <p className="ps-about__reason-text">{t(reason.text)}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        className="ps-about__join"
        headingId="ps-about-join"
        headingClassName="ps-about__join-title"
        heading={t('joinHeading')}
      >
        <p className="ps-about__join-text">{t('joinText')}</p>
        <Link
          to={localePath('/places')}
          className="tui-button tui-button--primary ps-about__join-link"
        >
          {t('exploreMore')}
        </Link>
      </HeadedSection>
    </div>
  );
}
