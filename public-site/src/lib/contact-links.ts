// Call / text / mail addresses built from the agency details of the runtime configuration.
import type { AgencyDetails } from '@tours/shared-ui/domain';

/** tel: link; spaces and dashes are kept out of the address, a leading + is kept. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp chat link: wa.me takes the number in international form, digits only. */
export function whatsappHref(whatsapp: string): string {
  return `https://wa.me/${whatsapp.replace(/\D/g, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}

export function contactHrefs(agency: Pick<AgencyDetails, 'phone' | 'whatsapp' | 'email'>) {
  return {
    call: phoneHref(agency.phone),
    text: whatsappHref(agency.whatsapp),
    mail: mailHref(agency.email),
  };
}
