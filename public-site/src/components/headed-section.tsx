// A <section> named by its own heading (aria-labelledby): the panels and parts of the site's pages.
import type { ReactNode } from 'react';

export interface HeadedSectionProps {
  /** The heading's id, which the section (and a form inside it, if it likes) is labelled by. */
  headingId: string;
  heading: ReactNode;
  /** h2 unless the section sits inside another section's heading level. */
  level?: 2 | 3 | 4;
  className?: string;
  headingClassName: string;
  children: ReactNode;
}

export function HeadedSection({
  headingId,
  heading,
  level = 2,
  className,
  headingClassName,
  children,
}: HeadedSectionProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
