// A titled band of a page: a <section> named by its h2, content centred at the page width.
import { useId, type ReactNode } from 'react';

import './section.css';

export interface SectionProps {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Section({ title, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <section
      className={['ps-section', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className="ps-section__inner">
        <h2 id={headingId} className="ps-section__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
