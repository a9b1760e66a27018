// The frame of a policy page: its h1, the 'Last updated on' line and numbered sections.
import type { ReactNode } from 'react';

import '../../../components/page.css';
import { lastUpdated } from '../texts';
import './policy-page.css';

export interface PolicySection {
  id: string;
  /** Shown before the title ("4. Limitation of Liability"); omitted for unnumbered parts. */
  number?: number;
  title: string;
  content: ReactNode;
}

export function PolicyPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro?: ReactNode;
  sections: PolicySection[];
}) {
  return (
    <article className="ps-page ps-page--narrow ps-policy">
      <h1 className="ps-page__title">{title}</h1>
      <p className="ps-policy__updated">{lastUpdated(updated)}</p>
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
