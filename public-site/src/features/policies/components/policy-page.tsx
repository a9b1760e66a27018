// The frame of a policy page: its h1, the 'Last updated on' line and numbered sections. In Bengali
// and Hindi a note under the date says that the text is a translation and that the English version
// (linked) prevails.
import { DEFAULT_LOCALE, pathWithoutLocale } from '@tours/shared-ui/domain';
import { Link, useLocation } from '@tours/shared-ui/router';
import type { ReactNode } from 'react';

import '../../../components/page.css';
import { useLocale, useTexts } from '../../../lib/i18n';
import { RichText } from '../../../lib/rich-text';
import { policiesTexts } from '../texts';
import './policy-page.css';

export interface PolicySection {
  id: string;
  /** Shown before the title ("4. Limitation of Liability"); omitted for unnumbered parts. */
  number?: number;
  title: ReactNode;
  content: ReactNode;
}

export function PolicyPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: ReactNode;
  updated: string;
  intro?: ReactNode;
  sections: PolicySection[];
}) {
  const t = useTexts(policiesTexts);
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <article className="ps-page ps-page--narrow ps-policy">
      <h1 className="ps-page__title">{title}</h1>
      <p className="ps-policy__updated">{t('lastUpdated', { date: updated })}</p>
      {locale === DEFAULT_LOCALE ? null : (
        <p className="ps-policy__translation-note">
          <RichText
            texts={policiesTexts}
            id="prevailsNote"
            components={{
              english: <Link to={pathWithoutLocale(pathname)} hrefLang="en" />,
            }}
          />
        </p>
      )}
      {intro ? <div className="ps-policy__intro">{intro}</div> : null}
      {sections.map((section) => (
        <section key={section.id} className="ps-policy__section" aria-labelledby={section.id}>
          <h2 id={section.id} className="ps-policy__heading">
            {section.number !== undefined ? `${section.number}. ` : ''}
            {section.title}
          </h2>
          {section.content}
        </section>
      ))}
    </article>
  );
}
