// The new booking form on the bookings list, in the tests of the bookings page and of the app's
// booking of a group departure: open it, send it, and what it sent.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { NEW_BOOKING_TEXTS as T } from '../features/bookings/texts';
import type { FakeBackend } from './fake-api';

/** Opens 'New booking': the form's region. */
export async function openNewBooking(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: T.open }));
  return screen.getByRole('region', { name: T.title });
}

/**
 * Sends the form and waits for the new booking's page (`id`, the fake backend's answer): the body
 * of the one request written, a POST /bookings.
 */
export async function sendNewBooking(
  user: UserEvent,
  form: HTMLElement,
  {
    router,
    backend,
    id = 'new1',
  }: { router: { pathname: string }; backend: FakeBackend; id?: string },
): Promise<Record<string, unknown>> {
  await user.click(within(form).getByRole('button', { name: T.submit }));
  await waitFor(() => expect(router.pathname).toBe(`/admin/bookings/${id}`));
  const writes = backend.writes();
  expect(writes).toMatchObject([{ method: 'POST', path: '/bookings' }]);
  return writes[0]!.body as Record<string, unknown>;
}
