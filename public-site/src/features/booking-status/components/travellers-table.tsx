// The travellers of a departure's booking as the traveller gave them (name, age, gender), in order:
// the first is the person who booked.
import type { Traveller } from '@tours/shared-ui/domain';

import { useTexts } from '../../../lib/i18n';
import { sharedTexts, sharedWord } from '../../../lib/shared-texts';
import { bookingStatusTexts } from '../texts';

export function TravellersTable({ travellers }: { travellers: Traveller[] }) {
  const t = useTexts(bookingStatusTexts);
  const shared = useTexts(sharedTexts);
  return (
    <table className="ps-travellers-table">
      <caption className="ps-booking-status__subheading">{t('travellersHeading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('travellerName')}</th>
          <th scope="col">{t('travellerAge')}</th>
          <th scope="col">{t('travellerGender')}</th>
        </tr>
      </thead>
      <tbody>
        {travellers.map((traveller, index) => (
          <tr key={`${index}-${traveller.name}`}>
            <td>{traveller.name}</td>
            <td>{traveller.age}</td>
            <td>{sharedWord(shared, traveller.gender)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
