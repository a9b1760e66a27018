// The travellers of a departure's booking as the traveller gave them (name, age, gender), in order:
// the first is the person who booked.
import type { Traveller } from '@tours/shared-ui/domain';

import { TRAVELLER_AGE, TRAVELLER_GENDER, TRAVELLER_NAME, TRAVELLERS_HEADING } from '../texts';

export function TravellersTable({ travellers }: { travellers: Traveller[] }) {
  return (
    <table className="ps-travellers-table">
      <caption className="ps-booking-status__subheading">{TRAVELLERS_HEADING}</caption>
      <thead>
        <tr>
          <th scope="col">{TRAVELLER_NAME}</th>
          <th scope="col">{TRAVELLER_AGE}</th>
          <th scope="col">{TRAVELLER_GENDER}</th>
        </tr>
      </thead>
      <tbody>
        {travellers.map((traveller, index) => (
          <tr key={`${index}-${traveller.name}`}>
            <td>{traveller.name}</td>
            <td>{traveller.age}</td>
            <td>{traveller.gender}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
