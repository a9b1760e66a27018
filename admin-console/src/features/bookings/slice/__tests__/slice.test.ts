import { booking } from '../../../../testing/fixtures';
import {
  bookingsActions as actions,
  bookingsReducer,
  bookingsViewActions,
  bookingsViewReducer,
} from '..';
import { filterBookings } from '../selectors';

describe('bookings slice', () => {
  it('loads, fails with an empty list, and changes a row only after success', () => {
    let state = bookingsReducer(undefined, actions.listRequested());
    expect(state.status).toBe('loading');
    state = bookingsReducer(state, actions.listLoaded([booking()]));
    state = bookingsReducer(state, actions.flagChangeRequested({ id: 'b1', value: true }));
    expect(state.updatingIds).toEqual(['b1']);
    expect(state.items[0]?.status).toBe(false);
    state = bookingsReducer(state, actions.flagChanged({ id: 'b1', value: true }));
    expect(state.items[0]?.status).toBe(true);
    expect(state.updatingIds).toEqual([]);

    state = bookingsReducer(state, actions.flagChangeRequested({ id: 'b1', value: false }));
    state = bookingsReducer(state, actions.flagChangeFailed('b1'));
    expect(state.items[0]?.status).toBe(true);
    expect(state.updatingIds).toEqual([]);

    state = bookingsReducer(state, actions.listFailed('Failed.'));
    expect(state).toMatchObject({ status: 'failed', items: [], error: 'Failed.' });
  });
});

describe('filterBookings', () => {
  const older = booking({ _id: 'old', name: 'Old Pending', createdAt: '2025-01-01T00:00:00Z' });
  const newer = booking({
    _id: 'new',
    name: 'New Confirmed',
    phone: '9000011111',
    status: true,
    createdAt: '2025-02-01T00:00:00Z',
  });

  it('puts the newest first and filters by status', () => {
    expect(filterBookings([older, newer], 'all').map((b) => b._id)).toEqual(['new', 'old']);
    expect(filterBookings([older, newer], 'pending').map((b) => b._id)).toEqual(['old']);
    expect(filterBookings([older, newer], 'confirmed').map((b) => b._id)).toEqual(['new']);
  });
});

describe('bookingsView slice', () => {
  it('marks a search on its way, and forgets it when the whole list is fetched again', () => {
    let state = bookingsViewReducer(undefined, bookingsViewActions.queryChanged('0009'));
    expect(state).toMatchObject({ query: '0009', searching: true });
    state = bookingsViewReducer(state, bookingsViewActions.searchSettled());
    expect(state).toMatchObject({ query: '0009', searching: false });
    state = bookingsViewReducer(state, actions.listRequested());
    expect(state).toMatchObject({ query: '', searching: false });
  });
});
