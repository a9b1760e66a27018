// The agency's phone number as a call link. The number's spaces do not break (the HTML standard's
// advice for telephone numbers, html-validate `tel-non-breaking`), so it never wraps mid-number.
import type { ReactNode } from 'react';

import { phoneHref } from '../lib/contact-links';

interface PhoneLinkProps {
  phone: string;
  className?: string;
  /** Shown before the number (an icon). */
  icon?: ReactNode;
}

export function PhoneLink({ phone, className, icon }: PhoneLinkProps) {
  return (
    <a className={className} href={phoneHref(phone)}>
      {icon}
      {phone.replace(/ /g, '\u00a0')}
    </a>
  );
}
