// /admin/departures/:id/manifest (issue 26): every traveller of the departure's provisional,
// confirmed and paid bookings, the waitlist apart, to print for the bus or the station; and the
// same list as the API's CSV (UTF-8 with BOM) to download. An age or gender erased after a
// long-completed trip (issue 30) reads 'erased', as in the CSV. When printed, the admin header
// and the buttons are left out, as on the receipt.
import { formatDay, formatInr } from '@tours/shared-ui/booking-office';
import { useRuntimeConfig, usePageMeta } from '@tours/shared-ui/components';
import { ERASED_DETAIL, type Manifest, type ManifestRow } from '@tours/shared-ui/domain';
import { Button, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from '@tours/shared-ui/router';

import { PRINT_STYLES } from '../../../components/admin-layout';
import { PrintPage } from '../../../components/print-page';
import { adminPaths } from '../../../config/paths';
import { manifestActions } from '../slice';
import { selectManifest } from '../slice/selectors';
import { MANIFEST_TEXTS as T } from '../texts';

// On paper the table is not a scrolling box: every column prints.
const MANIFEST_PRINT = `${PRINT_STYLES}
@media print { .manifest-scroll { overflow: visible !important; } }`;

// Cells keep their words whole: on a phone the table scrolls in its box instead of breaking them.
const CELL = {
  border: '1px solid #bfbfbf',
  padding: '4px 8px',
  textAlign: 'left',
  whiteSpace: 'nowrap',
} as const;
const NUMBER_CELL = { ...CELL, textAlign: 'right' } as const;

function Travellers({ title, rows, empty }: { title: string; rows: ManifestRow[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 20 }}>
        {title} ({rows.length})
      </Typography.Title>
      {rows.length === 0 ? (
        <Typography.Paragraph>{empty}</Typography.Paragraph>
      ) : (
        // A box that scrolls on a phone: focusable, so a keyboard can scroll it too. Not a
        // landmark of its own: the section around it already is one, with the same name.
        <div className="manifest-scroll" tabIndex={0} style={{ overflowX: 'auto' }}>
          <table
            aria-labelledby={headingId}
            style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}
          >
            <thead>
              <tr>
                {[T.number, T.name, T.age, T.gender, T.reference, T.phone, T.pickupPoint].map(
                  (heading) => (
                    <th key={heading} scope="col" style={CELL}>
                      {heading}
                    </th>
                  ),
                )}
                <th scope="col" style={NUMBER_CELL}>
                  {T.paid}
                </th>
                <th scope="col" style={NUMBER_CELL}>
                  {T.due}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${row.reference}-${index}`}>
                  <td style={CELL}>{index + 1}</td>
                  <th scope="row" style={CELL}>
                    {row.name}
                  </th>
                  <td style={CELL}>{row.age ?? ERASED_DETAIL}</td>
                  <td style={CELL}>{row.gender ?? ERASED_DETAIL}</td>
                  <td style={CELL}>{row.reference}</td>
                  <td style={CELL}>{row.phone}</td>
                  <td style={CELL}>{row.pickupPoint}</td>
                  <td style={NUMBER_CELL}>{formatInr(row.paid)}</td>
                  <td style={NUMBER_CELL}>{formatInr(row.due)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ManifestPage() {
  const { id = '' } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { siteName } = useRuntimeConfig();
  const state = useSelector(selectManifest);
  const manifest = state.id === id ? state.value : null;
  const departure = manifest?.departure;
  const dates = departure
    ? `${formatDay(departure.startDate)} – ${formatDay(departure.endDate)}`
    : '';
  usePageMeta({
    title: `${departure ? T.heading(departure.destination, dates) : T.title} | ${siteName}`,
  });

  useEffect(() => {
    if (id) dispatch(manifestActions.manifestRequested(id));
  }, [dispatch, id]);

  return (
    <PrintPage
      back={{ label: T.back, onClick: () => void navigate(adminPaths.departures) }}
      printLabel={T.print}
      actions={
        departure && (
          <Button
            loading={state.downloading}
            onClick={() =>
              dispatch(
                manifestActions.downloadRequested({
                  id,
                  fileName: T.fileName(departure.slug, departure.startDate),
                }),
              )
            }
          >
            {T.download}
          </Button>
        )
      }
      content={manifest && departure ? <ManifestSheet manifest={manifest} /> : null}
      failure={state.status === 'failed' && state.id === id ? state.error : null}
      loadingText={T.loading}
      printStyles={MANIFEST_PRINT}
    />
  );
}

function ManifestSheet({ manifest }: { manifest: Manifest }) {
  const { siteName } = useRuntimeConfig();
  const { departure } = manifest;
  const dates = `${formatDay(departure.startDate)} – ${formatDay(departure.endDate)}`;
  return (
    <article style={{ background: '#fff', padding: 16, overflowWrap: 'anywhere' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {T.heading(departure.destination, dates)}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        {siteName} · {T.seats(departure.seats, departure.seatsLeft)}
      </Typography.Paragraph>
      {departure.pickupPoints.length > 0 && (
        <Typography.Paragraph style={{ marginBottom: 4 }}>
          {T.pickupPoints}: {departure.pickupPoints.join(', ')}
        </Typography.Paragraph>
      )}
      {departure.note && <Typography.Paragraph>{departure.note}</Typography.Paragraph>}
      <Travellers title={T.travellers} rows={manifest.travellers} empty={T.noTravellers} />
      <Travellers title={T.waitlist} rows={manifest.waitlist} empty={T.noWaitlist} />
    </article>
  );
}
