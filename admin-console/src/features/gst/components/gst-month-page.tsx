// /admin/tax-documents (issue 27): the accountant's month, in India's time. The summary by place
// of supply and rate (GSTR-1's table of business-to-consumer supplies: receipts, invoices net of
// their advances, less refunds), its total against the payments ledger of the month (they must be
// equal to the paisa), every document of the month, and the same as the API's CSV to download.
import { formatDay, todayInIst } from '@tours/shared-ui/booking-office';
import type { GstMonthDocument, GstMonthExport } from '@tours/shared-ui/api';
import { formatPaise, type GstAmounts } from '@tours/shared-ui/gst';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from '@tours/shared-ui/router';

import { ManagePageHeader } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { ToneTag } from '../../../components/tone-tag';
import { adminPaths } from '../../../config/paths';
import { gstMonthActions, gstSettingsActions } from '../slice';
import { selectGstMonth, selectGstSettings } from '../slice/selectors';
import { DOCUMENT_STATUS_LABELS, DOCUMENT_TYPE_LABELS, MONTH_TEXTS as T } from '../texts';
import { amountColumn, TableHead } from './table-head';

// Cells keep their words whole: on a phone a table scrolls in its box instead of breaking them.
const CELL = {
  borderBottom: '1px solid #d9d9d9',
  padding: '6px 8px',
  textAlign: 'left',
  whiteSpace: 'nowrap',
} as const;
const NUMBER_CELL = { ...CELL, textAlign: 'right' } as const;

const AMOUNT_HEADINGS = [T.taxableValue, T.cgst, T.sgst, T.igst, T.total] as const;

function amountCells(amounts: GstAmounts, strong = false) {
  return [amounts.taxableValue, amounts.cgst, amounts.sgst, amounts.igst, amounts.total].map(
    (amount, index) => (
      <td key={index} style={NUMBER_CELL}>
        {strong ? <strong>{formatPaise(amount)}</strong> : formatPaise(amount)}
      </td>
    ),
  );
}

/** A section whose table scrolls in a focusable box on a phone (the manifest's pattern). */
function TableSection({
  title,
  empty,
  children,
}: {
  title: string;
  /** Said instead of the table when there are no rows. */
  empty: string | null;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      {empty !== null ? (
        <Typography.Paragraph>{empty}</Typography.Paragraph>
      ) : (
        <div tabIndex={0} style={{ overflowX: 'auto', background: '#fff' }}>
          {children(headingId)}
        </div>
      )}
    </section>
  );
}

function Summary({ month }: { month: GstMonthExport }) {
  return (
    <TableSection title={T.summaryCaption} empty={month.summary.length === 0 ? T.noSummary : null}>
      {(headingId) => (
        <table aria-labelledby={headingId} style={{ borderCollapse: 'collapse', width: '100%' }}>
          <TableHead
            columns={[T.placeOfSupply, ...[T.rate, ...AMOUNT_HEADINGS].map(amountColumn)]}
            cell={CELL}
            amountCell={NUMBER_CELL}
          />
          <tbody>
            {month.summary.map((line) => (
              <tr key={`${line.placeOfSupply}-${line.ratePercent}`}>
                <th scope="row" style={CELL}>
                  {line.placeOfSupply}-{line.stateName}
                </th>
                <td style={NUMBER_CELL}>{line.ratePercent}%</td>
                {amountCells(line)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" style={CELL} colSpan={2}>
                {T.totals}
              </th>
              {amountCells(month.totals, true)}
            </tr>
          </tfoot>
        </table>
      )}
    </TableSection>
  );
}

/** The documents' total against the payments ledger: equal to the paisa, or by how much not. */
function LedgerCheck({ month }: { month: GstMonthExport }) {
  const headingId = useId();
  const { totals, ledger } = month;
  const difference = totals.total - ledger.net;
  const total = formatPaise(totals.total);
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 20 }}>
        {T.ledgerHeading}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        {T.ledger(
          formatPaise(ledger.received),
          formatPaise(ledger.refunded),
          formatPaise(ledger.net),
        )}
      </Typography.Paragraph>
      {difference === 0 ? (
        <Alert type="success" showIcon title={T.matches(total)} />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={T.differs(
            total,
            `${difference > 0 ? '+' : '-'}${formatPaise(Math.abs(difference))}`,
          )}
        />
      )}
    </section>
  );
}

function Documents({ documents }: { documents: GstMonthDocument[] }) {
  return (
    <TableSection title={T.documentsCaption} empty={documents.length === 0 ? T.noDocuments : null}>
      {(headingId) => (
        <table aria-labelledby={headingId} style={{ borderCollapse: 'collapse', width: '100%' }}>
          <TableHead
            columns={[
              T.number,
              T.type,
              T.date,
              T.booking,
              T.traveller,
              T.state,
              T.gstin,
              ...AMOUNT_HEADINGS.map(amountColumn),
              T.status,
            ]}
            cell={CELL}
            amountCell={NUMBER_CELL}
          />
          <tbody>
            {documents.map((document) => (
              <tr key={document._id}>
                <th scope="row" style={CELL}>
                  <Link to={adminPaths.gstDocument(document._id)}>{document.number}</Link>
                </th>
                <td style={CELL}>{DOCUMENT_TYPE_LABELS[document.type]}</td>
                <td style={CELL}>{formatDay(document.issuedOn)}</td>
                <td style={CELL}>{document.bookingReference}</td>
                <td style={CELL}>{document.traveller}</td>
                <td style={CELL}>
                  {document.stateName} ({document.stateCode})
                </td>
                <td style={CELL}>{document.gstin}</td>
                {amountCells(document)}
                <td style={CELL}>
                  <ToneTag tone={document.status === 'cancelled' ? 'red' : 'green'}>
                    {DOCUMENT_STATUS_LABELS[document.status]}
                  </ToneTag>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableSection>
  );
}

/** This month in India's time, 'YYYY-MM'. */
const thisMonth = () => todayInIst().slice(0, 7);

export function GstMonthPage() {
  const dispatch = useDispatch();
  const state = useSelector(selectGstMonth);
  const { value: settings } = useSelector(selectGstSettings);
  const [month, setMonth] = useState(() => state.month ?? thisMonth());
  const export_ = state.month === month ? state.value : null;

  useEffect(() => {
    dispatch(gstSettingsActions.requested());
  }, [dispatch]);

  useEffect(() => {
    if (/^\d{4}-\d{2}$/.test(month)) dispatch(gstMonthActions.monthRequested(month));
  }, [dispatch, month]);

  let body: ReactNode;
  if (state.status === 'failed' && state.month === month) {
    body = <Alert type="error" showIcon role="alert" title={state.error} />;
  } else if (!export_) {
    body = <PageLoading text={T.loading} />;
  } else {
    body = (
      <>
        <Summary month={export_} />
        <LedgerCheck month={export_} />
        <Documents documents={export_.documents} />
      </>
    );
  }

  return (
    <section aria-labelledby="gst-month-title">
      <ManagePageHeader title={T.title} headingId="gst-month-title" />
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {settings && !settings.enabled && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              {T.gstOff} <Link to={adminPaths.settings}>{T.settingsLink}</Link>
            </>
          }
        />
      )}
      <Flex gap="middle" wrap align="end">
        <Form layout="vertical" component="div" style={{ marginBottom: 0 }}>
          <Form.Item label={T.month} htmlFor="gst-month" style={{ marginBottom: 0 }}>
            <Input
              id="gst-month"
              type="month"
              value={month}
              max={thisMonth()}
              onChange={(event) => setMonth(event.target.value)}
              style={{ width: 200 }}
            />
          </Form.Item>
        </Form>
        <Button
          loading={state.downloading}
          disabled={!export_}
          onClick={() => dispatch(gstMonthActions.downloadRequested(month))}
        >
          {T.download}
        </Button>
      </Flex>
      {body}
    </section>
  );
}
