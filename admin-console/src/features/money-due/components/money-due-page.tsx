// /admin/money-due (issue 25 item 10): the instalments overdue or due in the next 7 days, overdue
// first, each with the WhatsApp reminder of shared-ui's texts (the deposit or the further 40%,
// its amount and due day in words) opening wa.me. A table on a laptop, cards on a phone.
import {
  INSTALMENT_LABELS,
  buildUpiLink,
  formatDayInWords,
  formatInr,
  whatsappLink,
  whatsappText,
  type MoneyDueRow,
} from '@tours/shared-ui/booking-office';
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { Link } from '@tours/shared-ui/router';
import { Alert, Button, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { CardHeading, CardList } from '../../../components/card-list';
import { DataTable } from '../../../components/data-table';
import { ManageScreen } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { adminPaths } from '../../../config/paths';
import { bookingStatusUrl } from '../../../lib/booking-status-url';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { moneyDueActions } from '../slice';
import { selectMoneyDue } from '../slice/selectors';
import { MONEY_DUE_TEXTS as T } from '../texts';

/** antd's red tag puts its text below 4.5:1; this one passes WCAG AA. */
const OVERDUE_STYLE = { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' };

/**
 * A row as the table keys it: `_id` made unique per instalment (a booking can owe its deposit and
 * its 40% in the same week), the booking's own id apart.
 */
type Row = MoneyDueRow & { bookingId: string };

const toRow = (row: MoneyDueRow): Row => ({
  ...row,
  bookingId: row._id,
  _id: `${row._id}:${row.kind}`,
});

function DueOn({ row }: { row: Row }) {
  return (
    <>
      {formatDayInWords(row.dueOn)}
      {row.overdue && <Tag style={{ ...OVERDUE_STYLE, marginInlineStart: 8 }}>{T.overdue}</Tag>}
    </>
  );
}

function Remind({ row, siteName, upiId }: { row: Row; siteName: string; upiId?: string }) {
  const text = whatsappText(row.kind === 'deposit' ? 'deposit-request' : 'instalment-request', {
    siteName,
    name: row.name,
    reference: row.reference,
    destination: row.destination,
    checkIn: row.checkIn,
    amount: row.amount,
    dueOn: row.dueOn,
    upiLink: buildUpiLink({
      payeeId: upiId,
      payeeName: siteName,
      amount: row.amount,
      reference: row.reference,
    }),
    statusUrl: bookingStatusUrl(row.reference),
  });
  const href = whatsappLink(row.phone, text);
  if (!href) return <Typography.Text type="secondary">{T.noWhatsApp}</Typography.Text>;
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={T.remindLabel(row.name, row.reference)}
    >
      {T.remind}
    </Button>
  );
}

// Underlined: beside the name in a card's heading, colour alone would not tell it is a link.
const referenceLink = (row: Row) => (
  <Link to={adminPaths.booking(row.bookingId)} style={{ textDecoration: 'underline' }}>
    {row.reference}
  </Link>
);

export function MoneyDuePage() {
  const dispatch = useDispatch();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const { siteName, agency } = useRuntimeConfig();
  const { value, status, error } = useSelector(selectMoneyDue);
  const rows = useMemo(() => value?.map(toRow) ?? null, [value]);

  useEffect(() => {
    dispatch(moneyDueActions.requested());
  }, [dispatch]);

  const remind = (row: Row) => <Remind row={row} siteName={siteName} upiId={agency.upiId} />;
  const columns: TableColumnsType<Row> = [
    { title: T.columns.reference, key: 'reference', render: (_, row) => referenceLink(row) },
    { title: T.columns.name, dataIndex: 'name', key: 'name' },
    { title: T.columns.phone, dataIndex: 'phone', key: 'phone' },
    { title: T.columns.instalment, key: 'kind', render: (_, row) => INSTALMENT_LABELS[row.kind] },
    {
      title: T.columns.amount,
      key: 'amount',
      align: 'right',
      render: (_, row) => formatInr(row.amount),
    },
    { title: T.columns.dueOn, key: 'dueOn', render: (_, row) => <DueOn row={row} /> },
    { title: T.columns.remind, key: 'remind', render: (_, row) => remind(row) },
  ];

  let body: ReactNode;
  if (status === 'failed') body = <Alert type="error" showIcon role="alert" title={error} />;
  else if (!rows) body = <PageLoading text={T.loading} />;
  else if (rows.length === 0) body = <Typography.Paragraph>{T.empty}</Typography.Paragraph>;
  else if (!narrow) body = <DataTable<Row> rows={rows} columns={columns} emptyText={T.empty} />;
  else
    body = (
      <CardList
        rows={rows}
        card={(row) => (
          <>
            <CardHeading>
              {referenceLink(row)} · {row.name}
            </CardHeading>
            <Typography.Paragraph style={{ margin: '4px 0' }}>
              {row.phone} · {INSTALMENT_LABELS[row.kind]}
            </Typography.Paragraph>
            <Typography.Paragraph strong style={{ margin: '0 0 8px' }}>
              {formatInr(row.amount)} · <DueOn row={row} />
            </Typography.Paragraph>
            {remind(row)}
          </>
        )}
      />
    );

  return (
    <ManageScreen title={T.title}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {body}
    </ManageScreen>
  );
}
