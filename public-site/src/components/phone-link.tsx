// The agency's phone number as a call link. It never wraps mid-number (`white-space: nowrap`, the
// HTML standard's advice for telephone numbers; html-validate `tel-non-breaking` knows the class, components/phone-link.css),
// and its text stays the number as configured, so that is also its accessible name.
import type { ReactNode } from 'react';

import { phoneHref } from '../lib/contact-links';
import './phone-link.css';

interface PhoneLinkProps {
  phone: string;
  className?: string;
  /** Shown before the number (an icon). */
  icon?: ReactNode;
}

export function PhoneLink({ phone, className, icon }: PhoneLinkProps) {
  return (
    <a className={['ps-tel', className].filter(Boolean).join(' ')} href={phoneHref(phone)}>
      {icon}
      {phone}
    </a>
  );
}
