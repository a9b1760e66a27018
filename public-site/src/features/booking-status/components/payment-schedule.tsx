// The booking's payment schedule as the API answers it (BookingStatusView.schedule, computed there
// with shared-ui's paymentSchedule): one line per instalment with its amount, its day in
// Asia/Kolkata and whether it is paid; an unpaid one past its day is marked overdue.
import { todayInIst, type Instalment } from '@tours/shared-ui/booking-office';

import { useBookingDates } from '../../../lib/booking-dates';
import { useTexts } from '../../../lib/i18n';
import { bookingStatusTexts, instalmentText } from '../texts';
import { StatusPanel } from './status-panel';
import { useRupees } from '../../../lib/rupees';

const WITH_WEEKDAY = { weekday: true };

type InstalmentStatus = 'paid' | 'overdue' | 'due';

function statusOf(instalment: Instalment, today: string): InstalmentStatus {
  if (instalment.paid) return 'paid';
  return instalment.dueOn < today ? 'overdue' : 'due';
}

const STATUS_KEYS = {
  paid: 'instalmentPaid',
  overdue: 'instalmentOverdue',
  due: 'instalmentToPay',
} as const;

export function PaymentSchedule({ schedule }: { schedule: readonly Instalment[] }) {
  const t = useTexts(bookingStatusTexts);
  const rupees = useRupees();
  const dates = useBookingDates();
  if (schedule.length === 0) return null;
  const today = todayInIst();
  return (
    <StatusPanel name="schedule" heading={t('scheduleHeading')}>
      <p>{t('scheduleIntro')}</p>
      <ol className="ps-schedule">
        {schedule.map((instalment) => {
          const day = dates.day(instalment.dueOn, WITH_WEEKDAY);
          const status = statusOf(instalment, today);
          return (
            <li key={instalment.kind} className="ps-schedule__item">
              <span className="ps-schedule__label">
                {instalmentText(t, instalment.kind, instalment.label)}
              </span>
              <span className="ps-schedule__amount">{rupees(instalment.amount)}</span>
              <span>
                {instalment.kind === 'on-site' ? t('onSite', { day }) : t('dueBy', { day })}
              </span>
              <span className={`ps-schedule__status ps-schedule__status--${status}`}>
                {t(STATUS_KEYS[status])}
              </span>
            </li>
          );
        })}
      </ol>
    </StatusPanel>
  );
}
