// The cancellation charges of SPEC §9 as a table (Terms and Refund Policy show the same figures).
import {
  CANCELLATION_CAPTION,
  CANCELLATION_CHARGE,
  CANCELLATION_CHARGES,
  CANCELLATION_WHEN,
} from '../texts';

export function CancellationTable() {
  return (
    <div className="ps-policy__table-wrap">
      <table className="ps-policy__table">
        <caption>{CANCELLATION_CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">{CANCELLATION_WHEN}</th>
            <th scope="col">{CANCELLATION_CHARGE}</th>
          </tr>
        </thead>
        <tbody>
          {CANCELLATION_CHARGES.map((row) => (
            <tr key={row.when}>
              <th scope="row">{row.when}</th>
              <td>{row.charge}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
