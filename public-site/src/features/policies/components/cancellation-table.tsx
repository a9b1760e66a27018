// The cancellation charges of SPEC §9 as a table (Terms and Refund Policy show the same one), read
// from the booking office's rules (CANCELLATION_RULES): each band's words are "when: charge", in
// the page's language (the English, CANCELLATION_RULES' own).
import {
  CANCELLATION_RULES,
  MIN_CANCELLATION_CHARGE,
  type CancellationRule,
} from '@tours/shared-ui/booking-office';

import { useTexts } from '../../../lib/i18n';
import { policiesTexts, ruleKey } from '../texts';
import { useRupees } from '../../../lib/rupees';

/** A band's words split into its two columns, the charge starting with a capital. */
export function ruleColumns(text: CancellationRule['text']): { when: string; charge: string } {
  const at = text.indexOf(': ');
  const when = at < 0 ? text : text.slice(0, at);
  const charge = at < 0 ? '' : text.slice(at + 2);
  return { when, charge: charge.charAt(0).toUpperCase() + charge.slice(1) };
}

export function CancellationTable() {
  const t = useTexts(policiesTexts);
  const rupees = useRupees();
  const rows = [
    {
      when: t('cancellationOnConfirmation'),
      charge: t('minimumCharge', { amount: rupees(MIN_CANCELLATION_CHARGE) }),
    },
    ...CANCELLATION_RULES.map((rule) => ruleColumns(t(ruleKey(rule.id)))),
  ];
  return (
    <div className="ps-policy__table-wrap">
      <table className="ps-policy__table">
        <caption>{t('cancellationCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cancellationWhen')}</th>
            <th scope="col">{t('cancellationCharge')}</th>
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
