// The trip finder and a departure's booking (issue 26), through the host against the running API:
// a family of two adults and a six-year-old looks for a December trip under ₹20,000 a person on a
// 390 px phone (the filters, a departure, the dialog with three travellers, the booking's page);
// the same search with JavaScript off reaches the same cards (the GET form and the server's
// render). axe and html-validate on each screen; screenshots at 390 px for a person to look at.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import type { Locator, Page } from 'playwright-core';

import { api, uniqueName, withPage } from '../support/admin-helpers';
import { axeViolations, describeViolations } from '../support/axe';
import { assertValidHtml } from '../support/html-validate';
import { product } from '../support/product';
import { sharedBrowser } from '../support/shared-browser';
import { openSite, rawPage } from '../support/site-helpers';

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';
const IMAGE_URL = '/media/destinations/darjeeling-1.svg';

/** The December to come: this year's while its 26th is ahead, else next year's. */
function comingDecember(): { month: string; startDate: string } {
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const start = `${year}-12-26`;
  const chosen = today < start ? year : year + 1;
  return { month: `${chosen}-12`, startDate: `${chosen}-12-26` };
}

const { month: DECEMBER, startDate: START } = comingDecember();
const SEARCH = `?theme=Family&month=${DECEMBER}&budget=20000&nights=3-5&travellers=3`;

async function assertAccessible(page: Page, where: string) {
  // Entrance animations settle first: axe reads colours as painted.
  await page.waitForTimeout(1200);
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `axe on ${where}:\n${describeViolations(violations)}`);
  await assertValidHtml(page, where);
}

/** The finder card of the destination named `name`. */
/** Sets SEARCH's five filters in the trip finder's form (not sent yet), and returns the form. */
async function chooseTheSearch(page: Page): Promise<Locator> {
  const search = page.getByRole('search', { name: 'Find your trip' });
  await search.getByRole('combobox', { name: 'Theme' }).selectOption('Family');
  await search.getByRole('combobox', { name: 'Month' }).selectOption(DECEMBER);
  await search.getByRole('spinbutton', { name: 'Budget per adult (₹)' }).fill('20000');
  await search.getByRole('combobox', { name: 'Nights' }).selectOption('3-5');
  await search.getByRole('spinbutton', { name: 'Travellers' }).fill('3');
  return search;
}

const cardOf = (page: Page, name: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('trip finder: a family of three, December, under ₹20,000', () => {
  const name = uniqueName('Mandarmani Family Break');
  let slug = '';
  let departureId = '';

  before(async () => {
    // A Family package of 4 nights at ₹16,500 per adult, with a December departure of 12 seats.
    const created = await api<{ _id: string; slug: string }>('POST', '/destinations', {
      admin: true,
      body: {
        name,
        map: 'https://www.google.com/maps/embed?pb=mandarmani',
        image: IMAGE_URL,
        info: 'A quiet beach, red crabs and the longest drivable shore of Bengal.',
        description: 'Four nights by the sea with the family, by AC bus from Sonarpur.',
        price: ['16,500 per person (Budget)', '19,500 per person (Deluxe)'],
        highlights: ['Red crab beach at dawn'],
        itinerary: { duration: '4 Nights / 5 Days', dayWisePlan: { day1: 'Bus to the sea.' } },
        packageInclusions: ['Four nights, breakfast and dinner'],
        packageExclusions: ['Lunch'],
        hotelImages: [],
        siteImages: [IMAGE_URL],
        prices: { Budget: 16500, Deluxe: 19500, Luxury: null, child: 9000 },
        themes: ['Family'],
        nights: 4,
        days: 5,
        months: [12],
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    slug = created.body.slug;
    const departure = await api<{ _id: string }>(
      'POST',
      `/destinations/${created.body._id}/departures`,
      {
        admin: true,
        body: {
          startDate: START,
          seats: 12,
          pickupPoints: ['Sonarpur station', 'Howrah'],
          note: 'AC bus from Sonarpur station.',
        },
      },
    );
    assert.equal(departure.status, 201, JSON.stringify(departure.body));
    departureId = departure.body._id;
  });

  it('on a 390 px phone: the filters, a departure, the dialog with three travellers, the booking page', async () => {
    await withPage(openSite('/places', PHONE), async ({ page, errors }) => {
      // A choice from a list applies at once; typed numbers on Show trips.
      const search = await chooseTheSearch(page);
      await search.getByRole('button', { name: 'Show trips' }).click();
      await page.waitForURL((url) => url.search === SEARCH);
      await page.getByText(/trips? match(es)? your search\./).waitFor();

      const card = cardOf(page, name);
      await card.getByText('From ₹16,500 per adult').waitFor();
      await card.getByText('4 nights, 5 days').waitFor();
      await card.getByText('12 seats left').waitFor();
      // Every card shown fits the search: a Family trip within the budget.
      for (const price of await page.getByText(/^From ₹[\d,]+ per adult$/).allTextContents()) {
        assert.ok(Number(price.replace(/\D/g, '')) <= 20000, `${price} is within ₹20,000`);
      }
      await assertAccessible(page, '/places with filters at 390 px');
      await page.screenshot({ path: `${SHOTS}/trip-finder-places-390.png`, fullPage: true });

      await card.getByRole('link', { name: /^See More/ }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const departures = page.getByRole('region', { name: 'Group departures' });
      await departures.getByText('12 seats left').waitFor();
      await departures.getByText('Pickup points: Sonarpur station, Howrah').waitFor();
      await departures.scrollIntoViewIfNeeded();
      await assertAccessible(page, 'a destination with its departures at 390 px');
      await departures.screenshot({ path: `${SHOTS}/trip-finder-departures-390.png` });

      await departures
        .getByRole('button', { name: /^Book this departure/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`^Book Your Trip to ${name}`) });
      await dialog.getByRole('button', { name: 'Submit Booking' }).waitFor();
      assert.equal(await dialog.getByLabel('Check-in').inputValue(), START);
      assert.ok(
        await dialog
          .getByLabel('Check-in')
          .isEditable()
          .then((editable) => !editable),
      );
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Ananya Sen');
      await dialog.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('9830012345');
      await dialog.getByRole('combobox', { name: /^Pickup point/ }).selectOption('Howrah');
      await dialog.getByRole('spinbutton', { name: 'Adults' }).fill('2');
      await dialog.getByRole('spinbutton', { name: 'Children (5 - 8 Yrs)' }).fill('1');
      await dialog.getByRole('combobox', { name: 'Hotel Category' }).selectOption('Budget');
      const rows: [string, string, string, string][] = [
        ['Traveller 1 (you)', '', '36', 'Female'],
        ['Traveller 2', 'Rahul Sen', '38', 'Male'],
        ['Traveller 3', 'Mitul Sen', '6', 'Male'],
      ];
      for (const [legend, traveller, age, gender] of rows) {
        const row = dialog.getByRole('group', { name: legend });
        if (traveller) await row.getByRole('textbox', { name: `${legend}: Name` }).fill(traveller);
        await row.getByRole('spinbutton', { name: `${legend}: Age` }).fill(age);
        await row.getByRole('combobox', { name: `${legend}: Gender` }).selectOption(gender);
      }
      assert.equal(
        await dialog.getByRole('textbox', { name: 'Traveller 1 (you): Name' }).inputValue(),
        'Ananya Sen',
      );
      await assertAccessible(page, 'the booking dialog with three travellers at 390 px');
      await dialog.screenshot({ path: `${SHOTS}/trip-finder-dialog-390.png` });

      await dialog.getByRole('button', { name: 'Submit Booking' }).click();
      const booked = page.getByRole('region', { name: 'Booking received' });
      await booked.waitFor();
      const details = page.getByRole('region', { name: 'Booking details' });
      await details.getByText('Howrah', { exact: true }).waitFor();
      const travellers = details.getByRole('table', { name: 'Travellers' });
      await travellers.getByRole('cell', { name: 'Mitul Sen' }).waitFor();
      assert.equal(await travellers.getByRole('row').count(), 4);
      await details.getByText('Departure', { exact: true }).waitFor();
      await assertAccessible(page, "the booking's page at 390 px");
      await page.screenshot({ path: `${SHOTS}/trip-finder-booking-390.png`, fullPage: true });

      // Three seats of twelve are held now.
      const left = await api<Array<{ _id: string; seatsLeft: number }>>(
        'GET',
        `/destinations/${slug}/departures`,
      );
      assert.equal(left.body.find((item) => item._id === departureId)?.seatsLeft, 9);
      assert.deepEqual(errors, []);
    });
  });

  it('with JavaScript off, the same search (a plain GET form) reaches the same cards', async () => {
    // The site's server renders pages once its container has loaded.
    await rawPage('/places');
    const browser = await sharedBrowser();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${product().urls.site}/places`, { waitUntil: 'load' });
      const search = await chooseTheSearch(page);
      await Promise.all([
        page.waitForURL((url) => url.search === SEARCH),
        search.getByRole('button', { name: 'Show trips' }).click(),
      ]);
      const card = cardOf(page, name);
      await card.getByText('From ₹16,500 per adult').waitFor();
      await card.getByText('9 seats left').waitFor();
      // The filters stay chosen in the server's page.
      assert.equal(await search.getByRole('combobox', { name: 'Theme' }).inputValue(), 'Family');
      // See More is a link: the destination's page and its departures, without JavaScript.
      await card.getByRole('link', { name: /^See More/ }).click();
      await page
        .getByRole('region', { name: 'Group departures' })
        .getByText('9 seats left')
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('a search nothing matches says so and offers to clear a filter', async () => {
    await withPage(openSite('/places?theme=School%20tour&budget=1', PHONE), async ({ page }) => {
      await page.getByText('No trips match your search.').waitFor();
      await page.getByRole('link', { name: 'Clear budget: ₹1' }).click();
      await page.waitForURL((url) => url.search === '?theme=School+tour');
      await assertAccessible(page, 'an empty search, then one filter cleared');
    });
  });
});
