// GST tax documents in the admin console (issue 27), on the owner's phone (390 px) against the
// running API: the owner turns GST on in the settings with the agency's GSTIN, a deposit is
// recorded, the booking page lists its receipt voucher, its print page shows the tax by head and
// downloads its PDF, the accountant's month shows it, and the voucher is cancelled with a reason in
// the cancel dialog (a screenshot of it at 390 px in E2E_SCREENSHOTS, /tmp by default). axe on
// each screen and nothing scrolls sideways. GST is turned off again at the end, so the other
// suites see the receipts as before.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';

import { api, assertAccessible, isoDay, uniqueName, withPage } from '../support/admin-helpers';
import { assertNoSidewaysScroll, goTo, signedIn, websiteBooking } from '../support/admin-pages';

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';
/** West Bengal, GSTN's sample PAN, the mod-36 check character computed. */
const AGENCY_GSTIN = '19AAPFU0939F1ZS';

interface StoredBooking {
  _id: string;
  reference: string;
  documents?: Array<{ _id: string; type: string; number: string; status: string }>;
}

describe('admin: GST tax documents on a phone', () => {
  it('turns GST on, lists the deposit’s receipt voucher, prints it, downloads its PDF, shows the month', async () => {
    try {
      await withPage(signedIn(PHONE), async ({ page, errors }) => {
        await goTo(page, '/settings', 'Settings');
        const settings = page.getByRole('region', { name: 'GST tax documents' });
        await settings.getByLabel('GSTIN').waitFor();
        await assertAccessible(page, 'the settings with GST (390 px)');
        await assertNoSidewaysScroll(page, 'the settings at 390 px');

        await settings.getByRole('switch', { name: 'Issue GST documents' }).click();
        await settings.getByLabel('GSTIN').fill(AGENCY_GSTIN);
        await settings.getByText('Valid GSTIN, registered in West Bengal (19).').waitFor();
        await settings.getByLabel('Legal name').fill('Sonarpur Tours and Travels');
        await settings
          .getByLabel('Address of the registered place of business')
          .fill('12 Station Road, Sonarpur, Kolkata 700150');
        await settings.getByRole('button', { name: 'Save GST settings' }).click();
        await page.getByText('GST settings saved.').waitFor();

        const name = uniqueName('GST Traveller');
        const booking = await websiteBooking<StoredBooking>(name, '9830098302');
        const quoted = await api('PUT', `/bookings/${booking._id}`, {
          body: { quotedTotal: 60000 },
          admin: true,
        });
        assert.equal(quoted.status, 200);
        const paid = await api('POST', `/bookings/${booking._id}/payments`, {
          body: { amount: 12000, paidOn: isoDay(0), method: 'upi', reference: 'UTR4123456789' },
          admin: true,
        });
        assert.equal(paid.status, 201, JSON.stringify(paid.body));

        await goTo(page, `/bookings/${booking._id}`, `Booking ${booking.reference}`);
        const documents = page.getByRole('region', { name: 'Tax documents' });
        const open = documents.getByRole('link', { name: /^Open RV\// });
        await open.waitFor();
        await assertAccessible(page, 'the booking page with its tax documents (390 px)');
        await assertNoSidewaysScroll(page, 'the booking page at 390 px');

        await open.click();
        const sheet = page.getByRole('article', { name: 'Receipt Voucher' });
        await sheet.waitFor();
        await sheet.getByText('₹12,000.00').first().waitFor();
        await sheet.getByRole('table', { name: 'Amounts' }).getByText('CGST').waitFor();
        await assertAccessible(page, 'the receipt voucher (390 px)');
        await assertNoSidewaysScroll(page, 'the receipt voucher at 390 px');

        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download PDF' }).click();
        const file = await download;
        assert.match(file.suggestedFilename(), /^RV-\d{4}-\d{2}-\d{4}\.pdf$/);
        const pdf = await readFile(await file.path());
        assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');

        await goTo(page, '/tax-documents', 'Tax documents');
        await page.getByRole('table', { name: 'Documents' }).getByText(booking.reference).waitFor();
        await page.getByText(/^(Matches|Differs):/).waitFor();
        await assertAccessible(page, "the accountant's month (390 px)");
        await assertNoSidewaysScroll(page, "the accountant's month at 390 px");

        // A wrong voucher is cancelled with a reason on the phone: the dialog fits the screen,
        // its reason box and both buttons inside it, then the voucher shows cancelled.
        await goTo(page, `/bookings/${booking._id}`, `Booking ${booking.reference}`);
        const voucher = (await open.getAttribute('aria-label'))!.replace(/^Open /, '');
        await documents.getByRole('button', { name: `Cancel ${voucher}` }).click();
        const dialog = page.getByRole('dialog', { name: `Cancel ${voucher}` });
        const reason = dialog.getByLabel('Reason (3 to 500 characters)');
        await reason.waitFor();
        await page.screenshot({ path: `${SHOTS}/gst-cancel-dialog-390.png` });
        await assertAccessible(page, 'the cancel dialog (390 px)');
        await assertNoSidewaysScroll(page, 'the cancel dialog at 390 px');
        const confirm = dialog.getByRole('button', { name: 'Cancel the document' });
        const keep = dialog.getByRole('button', { name: 'Keep it' });
        for (const [what, box] of [
          ['the dialog', await dialog.boundingBox()],
          ['the reason', await reason.boundingBox()],
          ['Cancel the document', await confirm.boundingBox()],
          ['Keep it', await keep.boundingBox()],
        ] as const) {
          assert.ok(box, `${what} is shown`);
          assert.ok(
            box.x >= 0 && box.x + box.width <= PHONE.width,
            `${what} fits the 390 px screen (${box.x} to ${box.x + box.width})`,
          );
        }
        await confirm.click();
        await dialog
          .getByText('Say why the document is cancelled (3 to 500 characters).')
          .waitFor();
        await reason.fill('Wrong amount: the deposit was ₹1,200');
        await confirm.click();
        await dialog.waitFor({ state: 'hidden' });
        await documents.getByText('Cancelled: Wrong amount: the deposit was ₹1,200').waitFor();
        await documents.getByRole('button', { name: `Reissue ${voucher}` }).waitFor();
        assert.deepEqual(errors, []);
      });
    } finally {
      const current = await api<Record<string, unknown>>('GET', '/settings/gst', { admin: true });
      await api('PUT', '/settings/gst', { body: { ...current.body, enabled: false }, admin: true });
    }
  });
});
