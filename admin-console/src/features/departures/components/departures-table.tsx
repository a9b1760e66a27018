// The upcoming departures as a table: dates, destination, seats sold, held and left, the waitlist,
// money received and due, its state, and its actions; on a phone the same as one card each (as
// the bookings list), so nothing scrolls sideways at 390 px. Delete only where nothing was booked (the
// server refuses the others with 409 anyway).
import { formatDay, formatInr } from '@tours/shared-ui/booking-office';
import type { DepartureOverview } from '@tours/shared-ui/domain';
import { Button, Flex, type TableColumnsType } from 'antd';
import { Link } from '@tours/shared-ui/router';

import { CardFacts, CardHeading, CardList } from '../../../components/card-list';
import { DataTable } from '../../../components/data-table';
import { ToneTag } from '../../../components/tone-tag';
import { adminPaths } from '../../../config/paths';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { DEPARTURES_TEXTS as T } from '../texts';

export interface DepartureRowActions {
  onEdit: (departure: DepartureOverview) => void;
  onCancel: (departure: DepartureOverview) => void;
  onDelete: (departure: DepartureOverview) => void;
  removing: string[];
}

/** Nothing booked, held or waiting on it: it may be deleted. */
export const hasNoBookings = (departure: DepartureOverview) =>
  departure.seatsSold + departure.seatsHeld + departure.waitlist === 0;

function StateTag({ departure }: { departure: DepartureOverview }) {
  if (departure.cancelled) return <ToneTag tone="red">{T.cancelled}</ToneTag>;
  return departure.open ? (
    <ToneTag tone="green">{T.open}</ToneTag>
  ) : (
    <ToneTag tone="grey">{T.closed}</ToneTag>
  );
}

function DepartureActions({
  departure,
  onEdit,
  onCancel,
  onDelete,
  removing,
}: DepartureRowActions & { departure: DepartureOverview }) {
  const name = (action: string) =>
    T.rowLabel(action, departure.destination, formatDay(departure.startDate));
  return (
    <Flex gap="small" wrap>
      <Link to={adminPaths.manifest(departure._id)} aria-label={name(T.manifest)}>
        {T.manifest}
      </Link>
      {!departure.cancelled && (
        <>
          <Button size="small" aria-label={name(T.edit)} onClick={() => onEdit(departure)}>
            {T.edit}
          </Button>
          <Button
            size="small"
            danger
            aria-label={name(T.cancelDeparture)}
            onClick={() => onCancel(departure)}
          >
            {T.cancelDeparture}
          </Button>
        </>
      )}
      {hasNoBookings(departure) && (
        <Button
          size="small"
          danger
          aria-label={name(T.delete)}
          loading={removing.includes(departure._id)}
          onClick={() => onDelete(departure)}
        >
          {T.delete}
        </Button>
      )}
    </Flex>
  );
}

const dates = (departure: DepartureOverview) =>
  `${formatDay(departure.startDate)} – ${formatDay(departure.endDate)}`;

const columns = (actions: DepartureRowActions): TableColumnsType<DepartureOverview> => [
  { title: T.date, key: 'date', render: (_, departure) => dates(departure) },
  { title: T.destination, dataIndex: 'destination' },
  { title: T.seats, dataIndex: 'seats', align: 'right' },
  { title: T.sold, dataIndex: 'seatsSold', align: 'right' },
  { title: T.held, dataIndex: 'seatsHeld', align: 'right' },
  { title: T.left, dataIndex: 'seatsLeft', align: 'right' },
  { title: T.waitlist, dataIndex: 'waitlist', align: 'right' },
  { title: T.received, key: 'received', align: 'right', render: (_, d) => formatInr(d.received) },
  { title: T.due, key: 'due', align: 'right', render: (_, d) => formatInr(d.due) },
  { title: T.state, key: 'state', render: (_, departure) => <StateTag departure={departure} /> },
  {
    title: T.actions,
    key: 'actions',
    // On a wide screen the actions stay in view while the figures scroll under them.
    fixed: 'right',
    render: (_, departure) => <DepartureActions departure={departure} {...actions} />,
  },
];

/** One departure on a phone: the table's columns as a card, so nothing scrolls sideways. */
function DepartureCard({
  departure,
  ...actions
}: DepartureRowActions & { departure: DepartureOverview }) {
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap="small">
        <CardHeading>
          {departure.destination}, {dates(departure)}
        </CardHeading>
        <StateTag departure={departure} />
      </Flex>
      <CardFacts
        pairs={[
          [T.seats, departure.seats],
          [T.sold, departure.seatsSold],
          [T.held, departure.seatsHeld],
          [T.left, departure.seatsLeft],
          [T.waitlist, departure.waitlist],
          [T.received, formatInr(departure.received)],
          [T.due, formatInr(departure.due)],
        ]}
      />
      <div style={{ marginTop: 12 }}>
        <DepartureActions departure={departure} {...actions} />
      </div>
    </>
  );
}

export function DeparturesTable({
  rows,
  reloading,
  ...actions
}: DepartureRowActions & { rows: DepartureOverview[]; reloading: boolean }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  if (narrow) {
    return (
      <CardList
        rows={rows}
        reloading={reloading}
        card={(departure) => <DepartureCard departure={departure} {...actions} />}
      />
    );
  }
  return (
    <DataTable rows={rows} columns={columns(actions)} emptyText={T.empty} reloading={reloading} />
  );
}
