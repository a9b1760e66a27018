// /admin/documents/:id (issue 27): a GST document as it was issued (receipt voucher, tax invoice or
// refund voucher, CGST Rules 2017 rules 50, 46 and 51), on an A4 page to print, with its PDF to
// download. Everything comes from the API's frozen view, so later changes of the settings or the
// booking never change it. A cancelled one says so across the page. When printed, the admin header
// and the buttons are left out, as on the payment receipt.
import type { GstAmounts, GstDocumentView } from '@tours/shared-ui/gst';
import { formatDay } from '@tours/shared-ui/booking-office';
import { useRuntimeConfig, usePageMeta } from '@tours/shared-ui/components';
import { formatPaise, REVERSE_CHARGE_NOTE } from '@tours/shared-ui/gst';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useId, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from '@tours/shared-ui/router';

import { PRINT_STYLES } from '../../../components/admin-layout';
import { PrintPage } from '../../../components/print-page';
import { adminPaths } from '../../../config/paths';
import { gstDocumentActions, gstDocumentChangesActions } from '../slice';
import { selectGstDocument, selectGstDocumentChanges } from '../slice/selectors';
import { DOCUMENT_TEXTS as T, MONTH_TEXTS } from '../texts';
import { amountColumn, TableHead } from './table-head';

/** On paper: an A4 sheet, every column printed (no scrolling box), the colours kept. */
const DOCUMENT_PRINT = `${PRINT_STYLES}
@page { size: A4; margin: 12mm; }
@media print {
  .gst-document { max-width: none !important; padding: 0 !important; box-shadow: none !important; }
  .gst-document-scroll { overflow: visible !important; }
  .gst-document * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

// Cells keep their words whole (the sheet breaks long words anywhere, a table must not): on a
// phone a table scrolls in its box instead. Only the description wraps, between words.
const CELL = {
  border: '1px solid #bfbfbf',
  padding: '4px 8px',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
} as const;
const NUMBER_CELL = { ...CELL, textAlign: 'right' } as const;
const DESCRIPTION_CELL = { ...CELL, whiteSpace: 'normal' } as const;

/** A4's width on screen too, so the admin sees the page as it prints. */
const SHEET = {
  background: '#fff',
  color: '#1f1f1f',
  padding: 16,
  maxWidth: '210mm',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.15)',
  overflowWrap: 'anywhere',
  position: 'relative',
} as const;

function Party({ title, party }: { title: string; party: GstDocumentView['supplier'] }) {
  return (
    <div style={{ flex: '1 1 240px', minWidth: 0 }}>
      <Typography.Title level={2} style={{ fontSize: 15, margin: '0 0 4px' }}>
        {title}
      </Typography.Title>
      <address style={{ fontStyle: 'normal' }}>
        <div>
          <strong>{party.name}</strong>
        </div>
        {party.address && <div style={{ whiteSpace: 'pre-line' }}>{party.address}</div>}
        <div>
          {T.state}: {party.stateName} ({party.stateCode})
        </div>
        <div>
          {T.gstin}: {party.gstin || T.unregistered}
        </div>
        {party.phone && (
          <div>
            {T.phone}: {party.phone}
          </div>
        )}
        {party.email && (
          <div>
            {T.email}: {party.email}
          </div>
        )}
      </address>
    </div>
  );
}

/** A table that scrolls in its own box on a phone (focusable, so a keyboard can scroll it). */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="gst-document-scroll" style={{ overflowX: 'auto', marginTop: 16 }} tabIndex={0}>
      <table
        aria-labelledby={captionId}
        style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}
      >
        <caption id={captionId} style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
          {label}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** The tax heads a document prints: CGST and SGST/UTGST within the state, IGST between states. */
function taxLines(view: GstDocumentView, amounts: GstAmounts) {
  const intraState = view.placeOfSupply.code === view.supplier.stateCode;
  const half = view.ratePercent / 2;
  return intraState
    ? [
        { head: 'CGST', rate: half, amount: amounts.cgst },
        { head: view.stateTaxHead, rate: half, amount: amounts.sgst },
      ]
    : [{ head: 'IGST', rate: view.ratePercent, amount: amounts.igst }];
}

const percent = (rate: number) => `${rate}%`;

/** The supply on a line of its own (it wraps), then the taxable value, each head and the total. */
function AmountsTable({ view }: { view: GstDocumentView }) {
  return (
    <ScrollTable label={T.amountCaption}>
      <TableHead
        columns={[T.description, amountColumn(T.rate), amountColumn(T.amount)]}
        cell={CELL}
        amountCell={NUMBER_CELL}
      />
      <tbody>
        <tr>
          <td style={DESCRIPTION_CELL} colSpan={3}>
            {view.description} ({T.sac} {view.sac})
          </td>
        </tr>
        <tr>
          <th scope="row" style={CELL}>
            {T.taxableValue}
          </th>
          <td style={NUMBER_CELL} />
          <td style={NUMBER_CELL}>{formatPaise(view.taxableValue)}</td>
        </tr>
        {taxLines(view, view).map((line) => (
          <tr key={line.head}>
            <th scope="row" style={CELL}>
              {line.head}
            </th>
            <td style={NUMBER_CELL}>{percent(line.rate)}</td>
            <td style={NUMBER_CELL}>{formatPaise(line.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" style={CELL} colSpan={2}>
            {T.total}
          </th>
          <td style={NUMBER_CELL}>
            <strong>{formatPaise(view.total)}</strong>
          </td>
        </tr>
      </tbody>
    </ScrollTable>
  );
}

/** A tax invoice for the whole tour: the advances under receipt vouchers, and the balance. */
function AdvancesTable({ view }: { view: GstDocumentView }) {
  const heads = taxLines(view, view).map((line) => line.head);
  const row = (amounts: GstAmounts) =>
    [
      amounts.taxableValue,
      ...taxLines(view, amounts).map((line) => line.amount),
      amounts.total,
    ].map((amount, index) => (
      <td key={index} style={NUMBER_CELL}>
        {formatPaise(amount)}
      </td>
    ));
  return (
    <ScrollTable label={T.advancesCaption}>
      <TableHead
        columns={[T.number, T.date, ...[T.taxableValue, ...heads, T.total].map(amountColumn)]}
        cell={CELL}
        amountCell={NUMBER_CELL}
      />
      <tbody>
        {view.advances.map((advance) => (
          <tr key={advance.number}>
            <th scope="row" style={CELL}>
              {advance.number}
            </th>
            <td style={{ ...CELL, whiteSpace: 'nowrap' }}>{formatDay(advance.issuedOn)}</td>
            {row(advance)}
          </tr>
        ))}
        {view.balance && (
          <tr>
            <th scope="row" style={CELL} colSpan={2}>
              {T.balance}
            </th>
            {row(view.balance)}
          </tr>
        )}
      </tbody>
    </ScrollTable>
  );
}

function Facts({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl style={{ margin: 0 }}>
      {items.map(([label, value]) => (
        <div key={label} style={{ display: 'flex', flexWrap: 'wrap', gap: '0 8px' }}>
          <dt style={{ fontWeight: 600 }}>{label}:</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function GstDocumentSheet({ view }: { view: GstDocumentView }) {
  const cancelled = view.status === 'cancelled';
  return (
    <article aria-labelledby="gst-document-heading" className="gst-document" style={SHEET}>
      {cancelled && (
        <p
          role="note"
          style={{
            border: '3px solid #a8071a',
            color: '#a8071a',
            fontSize: 28,
            fontWeight: 700,
            letterSpacing: 4,
            textAlign: 'center',
            margin: '0 0 16px',
            padding: 8,
          }}
        >
          {T.cancelled}
          {view.cancelReason && (
            <span style={{ display: 'block', fontSize: 14, fontWeight: 400, letterSpacing: 0 }}>
              {T.cancelReason}: {view.cancelReason}
            </span>
          )}
        </p>
      )}
      <header style={{ borderBottom: '2px solid #333', marginBottom: 16, paddingBottom: 8 }}>
        <Typography.Title
          level={1}
          id="gst-document-heading"
          style={{ fontSize: 24, margin: '0 0 8px' }}
        >
          {view.title}
        </Typography.Title>
        <Facts
          items={[
            [T.number, <strong key="number">{view.number}</strong>],
            [T.date, formatDay(view.issuedOn)],
            [T.booking, view.bookingReference],
            [T.placeOfSupply, `${view.placeOfSupply.name} (${view.placeOfSupply.code})`],
          ]}
        />
      </header>
      <Flex gap="large" wrap>
        <Party title={T.supplier} party={view.supplier} />
        <Party title={T.recipient} party={view.recipient} />
      </Flex>
      <AmountsTable view={view} />
      <div style={{ marginTop: 12 }}>
        <Facts
          items={[
            [T.inWords, view.amountInWords],
            ...(view.paymentNote ? ([[T.payment, view.paymentNote]] as const) : []),
            ...(view.cites
              ? ([
                  [
                    T.cites,
                    T.citesText(
                      view.cites.number,
                      formatDay(view.cites.issuedOn),
                      formatPaise(view.cites.total),
                    ),
                  ],
                ] as const)
              : []),
          ]}
        />
      </div>
      {view.advances.length > 0 && <AdvancesTable view={view} />}
      {view.inclusiveNote && <p style={{ marginTop: 16 }}>{view.inclusiveNote}</p>}
      {/* Rules 46(p), 50(1)(g) and 51(1)(g), as the PDF prints it. */}
      <p style={{ marginTop: 8 }}>{REVERSE_CHARGE_NOTE}</p>
      <footer style={{ marginTop: 32, textAlign: 'right' }}>
        <div>{T.for(view.supplier.name)}</div>
        <div style={{ marginTop: 40 }}>{view.signatory}</div>
      </footer>
    </article>
  );
}

export function GstDocumentPage() {
  const { id = '' } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { siteName } = useRuntimeConfig();
  const state = useSelector(selectGstDocument);
  const { downloading } = useSelector(selectGstDocumentChanges);
  const view = state.id === id ? state.value : null;
  usePageMeta({
    title: `${view ? `${view.title} ${view.number}` : T.title} | ${siteName}`,
  });

  useEffect(() => {
    if (id) dispatch(gstDocumentActions.documentRequested(id));
  }, [dispatch, id]);

  return (
    <PrintPage
      back={
        view
          ? { label: T.back, onClick: () => void navigate(adminPaths.booking(view.bookingId)) }
          : { label: MONTH_TEXTS.title, onClick: () => void navigate(adminPaths.taxDocuments) }
      }
      printLabel={T.print}
      actions={
        view && (
          <Button
            loading={downloading.includes(view._id)}
            onClick={() =>
              dispatch(
                gstDocumentChangesActions.pdfRequested({ id: view._id, number: view.number }),
              )
            }
          >
            {T.download}
          </Button>
        )
      }
      content={view && <GstDocumentSheet view={view} />}
      failure={state.status === 'failed' && state.id === id ? state.error : null}
      loadingText={T.loading}
      printStyles={DOCUMENT_PRINT}
    />
  );
}
