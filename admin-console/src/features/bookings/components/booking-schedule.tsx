// The payment schedule of the Terms as the API computed it (the detail's `schedule`, issue 25
// item 7): each instalment with its amount, the day it falls due in words (IST) and whether it is
// paid. On the booking page and on the printed receipt; nothing before a quote.
import { formatDayInWords, formatInr, type Instalment } from '@tours/shared-ui/booking-office';

import { SCHEDULE_TEXTS as T } from '../texts';

const CELL = { padding: '4px 8px 4px 0', textAlign: 'start', verticalAlign: 'top' } as const;
/** The columns' headings, the amount's aligned with its figures. */
const HEADINGS = [
  [T.instalment, 'start'],
  [T.amount, 'end'],
  [T.dueOn, 'start'],
  [T.state, 'start'],
] as const;

export function ScheduleTable({
  schedule,
  caption = T.caption,
}: {
  schedule: readonly Instalment[];
  caption?: string;
}) {
  if (schedule.length === 0) return <p>{T.none}</p>;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>{caption}</caption>
      <thead>
        <tr>
          {HEADINGS.map(([heading, textAlign]) => (
            <th key={heading} scope="col" style={{ ...CELL, textAlign }}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {schedule.map((instalment) => (
          <tr key={instalment.kind}>
            <th scope="row" style={{ ...CELL, fontWeight: 400 }}>
              {instalment.label}
            </th>
            <td style={{ ...CELL, textAlign: 'end', whiteSpace: 'nowrap' }}>
              {formatInr(instalment.amount)}
            </td>
            <td style={CELL}>{formatDayInWords(instalment.dueOn)}</td>
            <td style={CELL}>{instalment.paid ? T.paid : T.toPay}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
