import { NOT_ADMIN_MESSAGE } from '../../../../lib/call-api';
import { moneyDueRow } from '../../../../testing/fixtures';
import { noticeAction, sagaHarness } from '../../../../testing/run-saga';
import { MONEY_DUE_TEXTS } from '../../texts';
import { moneyDueActions as actions } from '..';
import { moneyDueSaga } from '../saga';

const row = moneyDueRow();

describe('moneyDueSaga', () => {
  const start = sagaHarness(moneyDueSaga);

  it('fetches the money due (GET /bookings/money-due) and puts the rows', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/bookings/money-due', { body: [row] });

    await send(actions.requested());

    expect(backend.requests).toMatchObject([
      { method: 'GET', path: '/bookings/money-due', authorization: 'Bearer token' },
    ]);
    expect(dispatched).toEqual([actions.loaded([row])]);
  });

  it("puts the page's failure text, or that the account is not an admin", async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/bookings/money-due', { status: 500 });
    await send(actions.requested());
    backend.on('GET', '/bookings/money-due', { status: 403 });
    await send(actions.requested());

    expect(dispatched).toEqual([
      actions.failed(MONEY_DUE_TEXTS.failed),
      noticeAction('error', NOT_ADMIN_MESSAGE),
      actions.failed(NOT_ADMIN_MESSAGE),
    ]);
  });
});
