// The travellers of a departure's booking as the traveller gave them (name, age, gender), in order:
// the first is the person who booked. Age and gender erased after a long-completed trip (issue 30)
// say so.
import type { BookedTraveller } from '@tours/shared-ui/domain';

import { useTexts } from '../../../lib/i18n';
import { sharedTexts, sharedWord } from '../../../lib/shared-texts';
import { bookingStatusTexts, TRAVELLER_DETAIL_ERASED } from '../texts';

export function TravellersTable({ travellers }: { travellers: BookedTraveller[] }) {
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
            <td>{traveller.age ?? TRAVELLER_DETAIL_ERASED}</td>
            <td>
              {traveller.gender ? sharedWord(shared, traveller.gender) : TRAVELLER_DETAIL_ERASED}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
