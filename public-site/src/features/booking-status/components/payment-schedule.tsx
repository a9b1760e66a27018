// The booking's payment schedule as the API answers it (BookingStatusView.schedule, computed there
// with shared-ui's paymentSchedule): one line per instalment with its amount, its day in
// Asia/Kolkata and whether it is paid; an unpaid one past its day is marked overdue.
import { formatDay, formatInr, todayInIst, type Instalment } from '@tours/shared-ui/booking-office';

import {
  dueByText,
  INSTALMENT_OVERDUE,
  INSTALMENT_PAID,
  INSTALMENT_TO_PAY,
  onSiteText,
  SCHEDULE_HEADING,
  SCHEDULE_INTRO,
} from '../texts';
import { StatusPanel } from './status-panel';

const WITH_WEEKDAY = { weekday: true };

function statusOf(instalment: Instalment, today: string): string {
  if (instalment.paid) return INSTALMENT_PAID;
  return instalment.dueOn < today ? INSTALMENT_OVERDUE : INSTALMENT_TO_PAY;
}

export function PaymentSchedule({ schedule }: { schedule: readonly Instalment[] }) {
  if (schedule.length === 0) return null;
  const today = todayInIst();
  return (
    <StatusPanel name="schedule" heading={SCHEDULE_HEADING}>
      <p>{SCHEDULE_INTRO}</p>
      <ol className="ps-schedule">
        {schedule.map((instalment) => {
          const day = formatDay(instalment.dueOn, WITH_WEEKDAY);
          const status = statusOf(instalment, today);
          return (
            <li key={instalment.kind} className="ps-schedule__item">
              <span className="ps-schedule__label">{instalment.label}</span>
              <span className="ps-schedule__amount">{formatInr(instalment.amount)}</span>
              <span>{instalment.kind === 'on-site' ? onSiteText(day) : dueByText(day)}</span>
              <span
                className={`ps-schedule__status ps-schedule__status--${
                  status === INSTALMENT_PAID
                    ? 'paid'
                    : status === INSTALMENT_OVERDUE
                      ? 'overdue'
                      : 'due'
                }`}
              >
                {status}
              </span>
            </li>
          );
        })}
      </ol>
    </StatusPanel>
  );
}
