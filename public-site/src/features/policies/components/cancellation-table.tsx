// The cancellation charges of SPEC §9 as a table (Terms and Refund Policy show the same one), read
// from the booking office's rules (CANCELLATION_RULES): each band's words are "when: charge".
import {
  CANCELLATION_RULES,
  formatInr,
  MIN_CANCELLATION_CHARGE,
  type CancellationRule,
} from '@tours/shared-ui/booking-office';

import {
  CANCELLATION_CAPTION,
  CANCELLATION_CHARGE,
  CANCELLATION_ON_CONFIRMATION,
  CANCELLATION_WHEN,
  minimumCharge,
} from '../texts';

/** A band's words split into its two columns, the charge starting with a capital. */
export function ruleColumns(rule: CancellationRule): { when: string; charge: string } {
  const at = rule.text.indexOf(': ');
  const when = at < 0 ? rule.text : rule.text.slice(0, at);
  const charge = at < 0 ? '' : rule.text.slice(at + 2);
  return { when, charge: charge.charAt(0).toUpperCase() + charge.slice(1) };
}

export function CancellationTable() {
  const rows = [
    {
      when: CANCELLATION_ON_CONFIRMATION,
      charge: minimumCharge(formatInr(MIN_CANCELLATION_CHARGE)),
    },
    ...CANCELLATION_RULES.map(ruleColumns),
  ];
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
          {rows.map((row) => (
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
