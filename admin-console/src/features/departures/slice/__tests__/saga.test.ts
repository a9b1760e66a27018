import { bookingDetail } from '../../../../testing/fixtures';
import { departureOverview, manifest } from '../../../../testing/departure-fixtures';
import { noticeAction, sagaHarness } from '../../../../testing/run-saga';
import * as csv from '../../../../lib/csv';
import { DEPARTURES_TEXTS as T, MANIFEST_TEXTS } from '../../texts';
import { departuresActions, manifestActions } from '..';
import { departuresSaga } from '../saga';

const start = sagaHarness(departuresSaga, (backend) => {
  backend.on('GET', '/departures', { body: [departureOverview()] }).on('GET', '/destinations', {
    body: [
      {
        _id: 'd1',
        name: 'Puri',
        nights: 4,
        prices: { Budget: 8500, Deluxe: 11000, Luxury: 16000, child: 5000 },
      },
      { broken: true },
    ],
  });
});

describe('departuresSaga', () => {
  it('fetches the departures with the destinations a new one may be of', async () => {
    const { send, dispatched } = start();
    await send(departuresActions.listRequested());
    expect(dispatched).toEqual([
      departuresActions.destinationsLoaded([
        {
          _id: 'd1',
          name: 'Puri',
          nights: 4,
          prices: { Budget: 8500, Deluxe: 11000, Luxury: 16000, child: 5000 },
        },
      ]),
      departuresActions.listLoaded([departureOverview()]),
    ]);
  });

  it('stores a failed fetch as the page text', async () => {
    const { send, backend, dispatched } = start();
    backend.on('GET', '/departures', { status: 500 });
    await send(departuresActions.listRequested());
    expect(dispatched).toEqual([departuresActions.listFailed(T.failed)]);
  });

  it('creates a departure of a destination, then shows it with its seats and money', async () => {
    const { send, backend, dispatched } = start();
    backend
      .on('POST', '/destinations/d1/departures', { status: 201, body: departureOverview() })
      .on('GET', '/departures/dep1', { body: departureOverview({ seatsSold: 0 }) });
    await send(
      departuresActions.saveRequested({
        id: null,
        destinationId: 'd1',
        input: { startDate: '2099-10-12', seats: 40, prices: null, pickupPoints: ['Howrah'] },
      }),
    );
    expect(backend.writes()).toMatchObject([
      {
        method: 'POST',
        path: '/destinations/d1/departures',
        body: { startDate: '2099-10-12', seats: 40, prices: null, pickupPoints: ['Howrah'] },
      },
    ]);
    expect(dispatched).toEqual([
      departuresActions.saved(departureOverview({ seatsSold: 0 })),
      noticeAction('success', T.created),
    ]);
  });

  it('keeps a refusal of an edit for the form (seats below those taken)', async () => {
    const { send, backend, dispatched } = start();
    backend.on('PUT', '/departures/dep1', {
      status: 409,
      body: { message: '9 travellers hold seats: seats cannot go below 9.' },
    });
    await send(
      departuresActions.saveRequested({ id: 'dep1', destinationId: 'd1', input: { seats: 4 } }),
    );
    expect(dispatched).toEqual([
      departuresActions.saveRefused({
        fieldErrors: {},
        message: '9 travellers hold seats: seats cannot go below 9.',
      }),
    ]);
  });

  it('tells a refused delete in the server’s words', async () => {
    const { send, backend, dispatched } = start();
    backend.on('DELETE', '/departures/dep1', {
      status: 409,
      body: { message: 'This departure has bookings: cancel it instead.' },
    });
    await send(departuresActions.removeRequested('dep1'));
    expect(dispatched).toEqual([
      departuresActions.removeFailed('dep1'),
      noticeAction('error', 'This departure has bookings: cancel it instead.'),
    ]);
  });

  it('cancels a departure with its bookings refunded or moved, then fetches the list again', async () => {
    const { send, backend, dispatched } = start();
    const onIt = { ...bookingDetail({ _id: 'b1', stage: 'paid' }), departureId: 'dep1' };
    const elsewhere = { ...bookingDetail({ _id: 'b2', stage: 'paid' }), departureId: 'dep2' };
    const gone = { ...bookingDetail({ _id: 'b3', stage: 'cancelled' }), departureId: 'dep1' };
    backend
      .on('GET', '/bookings', { body: [onIt, elsewhere, gone] })
      .on('POST', '/departures/dep1/cancel', { body: departureOverview({ cancelled: true }) });

    await send(departuresActions.cancelOpened('dep1'));
    expect(dispatched).toEqual([departuresActions.cancelBookingsLoaded([onIt])]);

    await send(
      departuresActions.cancelRequested({
        departureId: 'dep1',
        reason: 'Cyclone warning',
        moves: [{ bookingId: 'b1', toDepartureId: 'dep2' }],
      }),
    );
    expect(backend.writes()).toMatchObject([
      {
        method: 'POST',
        path: '/departures/dep1/cancel',
        body: { reason: 'Cyclone warning', moves: [{ bookingId: 'b1', toDepartureId: 'dep2' }] },
      },
    ]);
    expect(dispatched.slice(1, 4)).toEqual([
      departuresActions.cancelDone(),
      noticeAction('success', T.cancelledNotice),
      departuresActions.listRequested(),
    ]);
  });

  it('fetches a manifest and downloads its CSV as the API wrote it', async () => {
    const download = jest.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    const { send, backend, dispatched } = start();
    backend.on('GET', '/departures/dep1/manifest', ({ query }) =>
      query.format === 'csv' ? { body: '\uFEFFName,Age\r\n' } : { body: manifest() },
    );
    await send(manifestActions.manifestRequested('dep1'));
    expect(dispatched).toEqual([manifestActions.loaded(manifest())]);

    await send(manifestActions.downloadRequested({ id: 'dep1', fileName: 'manifest.csv' }));
    expect(download).toHaveBeenCalledWith('manifest.csv', 'Name,Age\r\n');
    expect(dispatched.at(-1)).toEqual(manifestActions.downloadFinished());

    backend.on('GET', '/departures/dep1/manifest', { status: 500 });
    await send(manifestActions.downloadRequested({ id: 'dep1', fileName: 'manifest.csv' }));
    expect(dispatched.slice(-2)).toEqual([
      noticeAction('error', MANIFEST_TEXTS.downloadFailed),
      manifestActions.downloadFinished(),
    ]);
  });
});
