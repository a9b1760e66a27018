// Today's work on the dashboard: the money due this week (a link to /admin/money-due with its
// count and amount), holds expiring today and tomorrow, bookings awaiting a quote, money received
// this month and trips in the next 30 days, each booking linking to its page.
import {
  formatDay,
  formatInr,
  formatIstDateTime,
  type BookingRecord,
  type DashboardSummary,
} from '@tours/shared-ui/booking-office';
import { Alert, Card, Flex, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from '@tours/shared-ui/router';

import { PageLoading } from '../../../components/page-loading';
import { adminPaths } from '../../../config/paths';
import { dashboardActions } from '../slice';
import { selectDashboard } from '../slice/selectors';
import { WORK_TEXTS } from '../texts';

const GRID = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  alignItems: 'start',
} as const;

function Bookings({
  title,
  items,
  detail,
}: {
  title: string;
  items: BookingRecord[];
  detail: (booking: BookingRecord) => string;
}) {
  return (
    <Card size="small" title={cardTitle(title)}>
      {items.length === 0 ? (
        <Typography.Text>{WORK_TEXTS.none}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 18, overflowWrap: 'anywhere' }}>
          {items.map((booking) => (
            <li key={booking._id}>
              <Link to={adminPaths.booking(booking._id)}>
                {WORK_TEXTS.bookingLine(booking.reference, booking.name, booking.destination)}
              </Link>
              <div>
                <Typography.Text type="secondary">{detail(booking)}</Typography.Text>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const cardTitle = (title: string) => <h3 style={{ margin: 0, fontSize: 16 }}>{title}</h3>;

function Summary({ summary, extra }: { summary: DashboardSummary; extra: ReactNode }) {
  const hold = (booking: BookingRecord) => formatIstDateTime(booking.holdUntil);
  return (
    <div style={GRID}>
      <Card size="small" title={cardTitle(WORK_TEXTS.moneyDue)}>
        <Link to={adminPaths.moneyDue} style={{ fontWeight: 600 }}>
          {WORK_TEXTS.moneyDueLink(summary.moneyDue.count, formatInr(summary.moneyDue.amount))}
        </Link>
      </Card>
      {extra}
      <Bookings title={WORK_TEXTS.holdsToday} items={summary.holdsExpiringToday} detail={hold} />
      <Bookings
        title={WORK_TEXTS.holdsTomorrow}
        items={summary.holdsExpiringTomorrow}
        detail={hold}
      />
      <Bookings
        title={WORK_TEXTS.awaitingQuote}
        items={summary.awaitingQuote}
        detail={(booking) => formatDay(booking.checkIn)}
      />
      <Card size="small" title={cardTitle(WORK_TEXTS.deposits)}>
        <Typography.Text strong>
          {WORK_TEXTS.depositsText(
            summary.depositsThisMonth.count,
            formatInr(summary.depositsThisMonth.amount),
          )}
        </Typography.Text>
      </Card>
      <Bookings
        title={WORK_TEXTS.trips}
        items={summary.tripsNext30Days}
        detail={(booking) => `${formatDay(booking.checkIn)} – ${formatDay(booking.checkOut)}`}
      />
    </div>
  );
}

/**
 * `first`: the top of the page (a phone), so it has space below it rather than above. `extra`:
 * other features' cards (the app's), after the money due.
 */
export function TodaysWork({ first = false, extra }: { first?: boolean; extra?: ReactNode }) {
  const dispatch = useDispatch();
  const { value: summary, status, error } = useSelector(selectDashboard);

  useEffect(() => {
    dispatch(dashboardActions.requested());
  }, [dispatch]);

  return (
    <section
      aria-labelledby="todays-work-heading"
      style={first ? { marginBottom: 32 } : { marginTop: 32 }}
    >
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} id="todays-work-heading" style={{ margin: 0, fontSize: 24 }}>
          {WORK_TEXTS.heading}
        </Typography.Title>
        <nav aria-label={WORK_TEXTS.office}>
          <Flex gap="middle" wrap>
            <Link to={adminPaths.activity}>{WORK_TEXTS.activity}</Link>
            <Link to={adminPaths.holidays}>{WORK_TEXTS.holidays}</Link>
            <Link to={adminPaths.settings}>{WORK_TEXTS.settings}</Link>
          </Flex>
        </nav>
      </Flex>
      {status === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={error} />
      ) : summary ? (
        <Summary summary={summary} extra={extra} />
      ) : (
        <PageLoading text={WORK_TEXTS.loading} />
      )}
    </section>
  );
}
