// Notifications (issue 14) through the running product: a booking made on the site reaches the
// agency's inbox of the local mail catcher (maildev, started by the product like `npm start`
// does) with its reference; the settings screen /admin/settings is accessible.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Booking } from '@tours/shared-ui/domain';

import { adminUrl, assertAccessible, openAdmin } from '../support/admin-helpers';
import { product } from '../support/product';
import { adminGet, fillBooking, openSite, uniqueName } from '../support/site-helpers';

interface MaildevEmail {
  subject: string;
  to: { address: string }[];
  text: string;
  messageId?: string;
}

/** The inbox (maildev's REST API) once it holds a message whose subject has `text`. */
async function waitForEmail(text: string, timeoutMs = 30_000): Promise<MaildevEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${product().urls.mailInbox}/api/email`);
    const emails = (await response.json()) as MaildevEmail[];
    const found = emails.filter((email) => email.subject.includes(text));
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('notifications', () => {
  it('a booking through the site arrives in the agency’s inbox with its reference', async () => {
    const { page } = await openSite('/');
    await page.getByRole('banner').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Trip' });
    const name = uniqueName('Mailed Booking');
    await fillBooking(dialog, { name, phone: '9830012345', destination: 'Darjeeling' });
    await dialog.getByRole('button', { name: 'Submit Booking' }).click();
    await page.getByRole('status').getByText('Booking submitted successfully!').waitFor();
    await page.close();

    const stored = (await adminGet<Booking[]>('/bookings')).find((one) => one.name === name);
    assert.ok(stored?.reference, 'the booking is stored with a reference');
    const emails = await waitForEmail(stored.reference);
    assert.equal(emails.length, 1, 'one email to the agency');
    const [email] = emails;
    assert.deepEqual(
      email!.to.map((to) => to.address),
      (product().env.AGENCY_NOTIFY_EMAIL ?? '').split(','),
    );
    assert.ok(email!.text.includes(name), 'the traveller’s name is in it');
    assert.ok(email!.text.includes(`/admin/bookings/${stored._id}`), 'it links to the booking');
  });

  it('the settings screen /admin/settings is accessible', async () => {
    const { page } = await openAdmin();
    await page.goto(adminUrl('/settings'));
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('switch').first().waitFor();
    await assertAccessible(page, '/admin/settings');
    await page.context().close();
  });
});
