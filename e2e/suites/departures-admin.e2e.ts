// Departures in the admin console (issue 26), through the host against the running API: the owner
// creates a group departure, sees it fill as travellers book it through the public API (the last
// request waitlisted), finds it among today's work, opens its manifest (travellers, the waitlist
// apart) and downloads its CSV. axe and html-validate on each screen, wide and at 390 px, with
// screenshots of both for a person to look at.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';

import { api, assertAccessible, isoDay, uniqueName, withPage } from '../support/admin-helpers';
import { assertNoSidewaysScroll, goTo, signedIn } from '../support/admin-pages';

interface Overview {
  _id: string;
  destination: string;
  startDate: string;
  note: string;
  seatsHeld: number;
  seatsLeft: number;
  waitlist: number;
}

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

/** A family's request for the departure through the public API, one traveller per seat. */
async function book(departureId: string, names: string[]) {
  const answer = await api<{ stage: string; waitlistPosition: number | null; reference: string }>(
    'POST',
    '/bookings',
    {
      body: {
        name: names[0],
        phone: '9830098300',
        destination: 'Puri',
        departureId,
        adults: names.length,
        children: 0,
        category: 'Budget',
        message: '',
        pickupPoint: 'Howrah',
        travellers: names.map((name, index) => ({
          name,
          age: 30 + index,
          gender: index % 2 ? 'Male' : 'Female',
        })),
      },
    },
  );
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body;
}

describe('admin: departures', () => {
  const note = uniqueName('AC bus from Sonarpur');
  const startDate = isoDay(6);
  let departure: Overview | undefined;

  it('the owner creates a departure, sees it fill, and prints its manifest', async () => {
    await withPage(signedIn(WIDE), async ({ page, errors }) => {
      await goTo(page, '/departures', 'Departures');
      await page.getByRole('button', { name: 'New departure' }).click();
      const form = page.getByRole('region', { name: 'New departure' });
      await form.getByRole('combobox', { name: 'Destination' }).click();
      await page.locator('.ant-select-item-option[title="Puri"]').click();
      await form.getByLabel('Start date').fill(startDate);
      await form.getByLabel('Seats').fill('4');
      await form.getByLabel('Pickup points').fill('Sonarpur station\nHowrah');
      await form.getByLabel('Note').fill(note);
      await assertAccessible(page, 'the new departure form');
      await form.getByRole('button', { name: 'Create departure' }).click();
      await form.waitFor({ state: 'detached' });

      const listed = await api<Overview[]>('GET', '/departures', { admin: true });
      departure = listed.body.find((item) => item.note === note);
      assert.ok(departure, 'the new departure is listed by the API');
      assert.equal(departure.startDate, startDate);

      // Three seats held by a family of three, then a couple who must wait.
      const family = await book(departure._id, ['Asha Roy', 'Bimal Roy', 'Rupa Roy']);
      assert.equal(family.stage, 'provisional');
      const couple = await book(departure._id, ['Mita Pal', 'Arun Pal']);
      assert.equal(couple.stage, 'waitlisted');
      assert.equal(couple.waitlistPosition, 1);

      await page.reload({ waitUntil: 'networkidle' });
      // Demo content has departures of Puri too: the row is the one whose manifest is this one's.
      const manifestPath = `/admin/departures/${departure._id}/manifest`;
      const row = page.getByRole('row').filter({ has: page.locator(`a[href="${manifestPath}"]`) });
      const cells = (await row.getByRole('cell').allTextContents()).slice(2, 7);
      assert.deepEqual(cells, ['4', '0', '3', '1', '1'], 'seats, sold, held, left, waitlist');

      // Among today's work: it leaves within 7 days.
      await goTo(page, '/dashboard', 'Manage Sections');
      const soon = page.locator('.ant-card').filter({ hasText: 'Departures in the next 7 days' });
      await soon.getByText('1 of 4 seats left').waitFor();

      await soon.locator(`a[href="${manifestPath}"]`).click();
      await page.getByRole('heading', { level: 1, name: /^Manifest: Puri/ }).waitFor();
      const travellers = page.getByRole('table', { name: 'Travellers (3)' });
      await travellers.getByRole('rowheader', { name: 'Bimal Roy' }).waitFor();
      const waitlist = page.getByRole('table', { name: 'Waitlist (2)' });
      await waitlist.getByRole('rowheader', { name: 'Mita Pal' }).waitFor();
      await assertAccessible(page, 'the manifest');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      assert.equal(file.suggestedFilename(), `manifest-puri-${startDate}.csv`);
      const text = await readFile(await file.path(), 'utf8');
      assert.ok(text.startsWith('\uFEFF'), 'the CSV starts with a BOM');
      assert.equal(text.indexOf('\uFEFF', 1), -1, 'one BOM only');
      for (const name of ['Asha Roy', 'Bimal Roy', 'Rupa Roy', 'Mita Pal', 'Arun Pal']) {
        assert.ok(text.includes(name), `${name} in the CSV`);
      }
      assert.deepEqual(errors, []);
    });
  });

  it('has no axe findings on the departures and the manifest, wide and at 390 px', async () => {
    assert.ok(departure, 'the first test created the departure');
    for (const [size, viewport] of [
      ['1366', WIDE],
      ['390', PHONE],
    ] as const) {
      await withPage(signedIn(viewport), async ({ page }) => {
        await goTo(page, '/departures', 'Departures');
        await page
          .getByRole('link', { name: /Manifest: Puri/ })
          .first()
          .waitFor();
        // On a phone, a card per departure (its heading, figures and actions), not a table.
        const tables = await page.getByRole('table').count();
        assert.ok(size === '390' ? tables === 0 : tables > 0, `${tables} tables at ${size} px`);
        if (size === '390') {
          const card = page.getByRole('listitem').filter({
            has: page.locator(`a[href="/admin/departures/${departure!._id}/manifest"]`),
          });
          await card.getByRole('heading', { level: 2, name: /^Puri, / }).waitFor();
          await card.getByText('Waitlist:').waitFor();
        }
        await assertAccessible(page, `the departures (${size} px)`);
        await assertNoSidewaysScroll(page, `the departures (${size} px)`);
        await page.screenshot({ path: `${SHOTS}/departures-${size}.png`, fullPage: true });

        await goTo(page, `/departures/${departure!._id}/manifest`, /^Manifest: Puri/);
        await assertAccessible(page, `the manifest (${size} px)`);
        await assertNoSidewaysScroll(page, `the manifest (${size} px)`);
        await page.screenshot({ path: `${SHOTS}/manifest-${size}.png`, fullPage: true });
      });
    }
  });
});
