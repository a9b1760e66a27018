// One panel of the traveller's booking page: a section named by its h2, in the page's panel style.
import type { ReactNode } from 'react';

import { HeadedSection } from '../../../components/headed-section';

export function StatusPanel({
  name,
  heading,
  children,
}: {
  /** Names the heading's id: ps-booking-<name>-heading. */
  name: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <HeadedSection
      className="ps-booking-status__panel"
      headingId={`ps-booking-${name}-heading`}
      headingClassName="ps-booking-status__heading"
      heading={heading}
    >
      {children}
    </HeadedSection>
  );
}
