// The admin's content screens through the host on :3000 against the running API: one create, edit
// and delete each of a destination, a popular destination, a testimonial and a blog, with what
// the public site then shows, and axe on every screen with its form open.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import {
  answerDialog,
  api,
  assertAccessible,
  cardWith,
  isoDay,
  openAdmin,
  rowWith,
  uniqueName,
  withPage,
} from '../support/admin-helpers';
import { openPage } from '../support/browser';
import { product } from '../support/product';
import { sharedBrowser } from '../support/shared-browser';

interface StoredDestination {
  _id: string;
  name: string;
  slug: string;
  info: string;
  price: string[];
  highlights: string[];
  itinerary: { duration: string; dayWisePlan: Record<string, string> };
  packageInclusions: string[];
  packageExclusions: string[];
  hotelImages: string[];
  siteImages: string[];
}

interface StoredBlog {
  _id: string;
  title: string;
  slug: string;
  category: string;
  tags: string[];
  metaKeywords: string[];
  mainContent: string;
  gallery: string[];
  status: string;
}

const MAP_URL = 'https://www.google.com/maps/embed?pb=ajodhya';
// A site path of the demo media, as the seeded content uses (nothing is fetched from outside).
const IMAGE_URL = '/media/destinations/darjeeling-1.svg';

/** Where a public list has loaded: a card's See More link or title is there. */
const LIST_READY: Record<string, (page: Page) => ReturnType<Page['locator']>> = {
  '/places': (page) => page.getByRole('link', { name: 'See More' }).first(),
  '/blogs': (page) => page.locator('.ps-blog-card__title').first(),
};

/**
 * Whether a public list of the site (through the host) shows `text`: waited for when it should,
 * looked for once the list has loaded when it should not.
 */
async function publicListShows(path: string, text: string, expected: boolean): Promise<boolean> {
  const { page } = await openPage(await sharedBrowser());
  try {
    await page.goto(`${product().urls.site}${path}`, { waitUntil: 'networkidle' });
    const item = page.getByText(text, { exact: true }).first();
    if (expected) {
      return await item.waitFor({ timeout: 15_000 }).then(
        () => true,
        () => false,
      );
    }
    await LIST_READY[path]!(page).waitFor();
    return (await item.count()) > 0;
  } finally {
    await page.context().close();
  }
}

/** Adds an entry to a list field of the form and types into it. */
async function addListEntry(page: Page, addLabel: string, itemLabel: string, text: string) {
  await page.getByRole('button', { name: addLabel }).click();
  await page.getByLabel(itemLabel, { exact: true }).fill(text);
}

describe('admin: Manage Destinations', () => {
  it('creates, edits and deletes a destination; /places follows', async () => {
    await withPage(openAdmin('Manage Destinations'), async ({ page, errors }) => {
      const name = uniqueName('Ajodhya Hills');
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      await page.getByRole('table').waitFor();

      // Create: an empty form, the slug left empty (made from the name).
      await page.getByRole('button', { name: 'Add Destination' }).click();
      const form = page.getByRole('region', { name: 'New Destination' });
      await form.waitFor();
      assert.equal(await form.getByLabel('Name', { exact: true }).inputValue(), '');

      // The required fields of SPEC §5 stop an empty form.
      await form.getByRole('button', { name: 'Save Destination' }).click();
      await form.getByText('Name is required.').waitFor();
      await form.getByText('Duration is required.').waitFor();
      await assertAccessible(page, 'Manage Destinations with the form and its errors');

      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('Map embed URL').fill(MAP_URL);
      await form.getByLabel('Cover image URL').fill(IMAGE_URL);
      await form.getByLabel('Cover info').fill('Hills, forests and waterfalls of Purulia');
      await form.getByLabel('Description').fill('A weekend among the Ajodhya hills.');
      await form.getByLabel('Duration').fill('2 Nights / 3 Days');
      await addListEntry(page, 'Add day', 'Day 1', 'Arrive at Purulia, drive up the hills.');
      await addListEntry(page, 'Add day', 'Day 2', 'Bamni falls and Upper Dam.');
      await addListEntry(page, 'Add price', 'Price 1', '12000');
      await addListEntry(page, 'Add price', 'Price 2', '15000');
      await addListEntry(page, 'Add highlight', 'Highlight 1', 'Marble Lake');
      await addListEntry(page, 'Add inclusion', 'Inclusion 1', 'Breakfast');
      await addListEntry(page, 'Add exclusion', 'Exclusion 1', 'Air fare');
      await addListEntry(page, 'Add hotel image', 'Hotel image URL 1', IMAGE_URL);
      await addListEntry(page, 'Add site image', 'Site image URL 1', IMAGE_URL);
      await form.getByRole('button', { name: 'Save Destination' }).click();

      // The form closes and the reloaded list shows the prices with rupee signs.
      await form.waitFor({ state: 'detached' });
      const row = rowWith(page, name);
      await row.waitFor();
      await row.getByText('₹12,000 / ₹15,000').waitFor();

      const stored = (await api<StoredDestination[]>('GET', '/destinations')).body.find(
        (destination) => destination.name === name,
      );
      assert.ok(stored, 'the destination is stored');
      assert.equal(stored.slug, slug);
      assert.deepEqual(stored.itinerary, {
        duration: '2 Nights / 3 Days',
        dayWisePlan: {
          day1: 'Arrive at Purulia, drive up the hills.',
          day2: 'Bamni falls and Upper Dam.',
        },
      });
      assert.deepEqual(stored.price, ['12000', '15000']);
      assert.deepEqual(
        [stored.highlights, stored.packageInclusions, stored.packageExclusions],
        [['Marble Lake'], ['Breakfast'], ['Air fare']],
      );
      assert.deepEqual([stored.hotelImages, stored.siteImages], [[IMAGE_URL], [IMAGE_URL]]);
      assert.ok(await publicListShows('/places', name, true), '/places lists it');

      // Edit: the form filled from the row; Cancel changes nothing, Update saves.
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const editForm = page.getByRole('region', { name: 'Edit Destination' });
      assert.equal(await editForm.getByLabel('Name', { exact: true }).inputValue(), name);
      assert.equal(
        await editForm.getByLabel('Day 2', { exact: true }).inputValue(),
        stored.itinerary.dayWisePlan.day2,
      );
      await editForm.getByRole('button', { name: 'Cancel' }).click();
      await editForm.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await editForm.getByLabel('Price 2', { exact: true }).fill('16500');
      await editForm.getByRole('button', { name: 'Remove Day 2' }).click();
      await editForm.getByRole('button', { name: 'Update Destination' }).click();
      await editForm.waitFor({ state: 'detached' });
      await row.getByText('₹12,000 / ₹16,500').waitFor();
      const updated = (await api<StoredDestination[]>('GET', '/destinations')).body.find(
        (destination) => destination._id === stored._id,
      );
      assert.deepEqual(updated?.price, ['12000', '16500']);
      assert.deepEqual(Object.keys(updated?.itinerary.dayWisePlan ?? {}), ['day1']);
      await assertAccessible(page, 'Manage Destinations with the table');

      // Delete, after the confirmation.
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await answerDialog(page, 'Are you sure you want to delete this destination?', 'Delete');
      await page.getByText('Destination deleted successfully!').waitFor();
      await row.waitFor({ state: 'detached' });
      assert.equal(
        (await api<StoredDestination[]>('GET', '/destinations')).body.some(
          (destination) => destination._id === stored._id,
        ),
        false,
      );
      assert.equal(await publicListShows('/places', name, false), false, '/places drops it');
      assert.deepEqual(errors, []);
    });
  });
});

describe('admin: Manage Popular Destinations', () => {
  it('creates, edits and deletes a popular destination with the SPEC banners', async () => {
    await withPage(openAdmin('Manage Popular Destinations'), async ({ page, errors }) => {
      const title = uniqueName('Mandarmani');
      await page.getByRole('list').first().waitFor();

      await page.getByRole('button', { name: 'Add Popular Destination' }).click();
      const form = page.getByRole('region', { name: 'New Popular Destination' });
      await form.getByRole('button', { name: 'Save Popular Destination' }).click();
      await form.getByText('Title is required.').waitFor();
      await form.getByText('Image URL is required.').waitFor();
      await form.getByText('Path is required.').waitFor();
      await form.getByText('Description is required.').waitFor();
      await assertAccessible(page, 'Manage Popular Destinations with the form');

      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Image URL').fill(IMAGE_URL);
      await form.getByLabel('Path').fill('mandarmani');
      await form.getByLabel('Description').fill('The longest drive-in beach of Bengal.');
      await form.getByRole('button', { name: 'Save Popular Destination' }).click();
      await page.getByText('New popular destination added!').waitFor();
      const card = cardWith(page, title);
      await card.waitFor();

      await card.getByRole('button', { name: `Edit ${title}` }).click();
      const editForm = page.getByRole('region', { name: 'Edit Popular Destination' });
      assert.equal(await editForm.getByLabel('Path').inputValue(), 'mandarmani');
      await editForm.getByLabel('Description').fill('Sunrise over the sea, red crabs at dawn.');
      await editForm.getByRole('button', { name: 'Update Popular Destination' }).click();
      await page.getByText('Popular destination updated!').waitFor();
      await card.getByText('Sunrise over the sea, red crabs at dawn.').waitFor();
      const stored = (
        await api<Array<{ _id: string; title: string; description: string; path: string }>>(
          'GET',
          '/popular',
        )
      ).body.find((item) => item.title === title);
      assert.equal(stored?.description, 'Sunrise over the sea, red crabs at dawn.');
      await assertAccessible(page, 'Manage Popular Destinations with the grid');

      await card.getByRole('button', { name: `Delete ${title}` }).click();
      await answerDialog(
        page,
        'Are you sure you want to delete this popular destination?',
        'Delete',
      );
      await page.getByText('Destination deleted successfully!').waitFor();
      await card.waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
    });
  });
});

describe('admin: Manage Testimonials', () => {
  it('creates, edits and deletes a testimonial with the SPEC banners', async () => {
    await withPage(openAdmin('Manage Testimonials'), async ({ page, errors }) => {
      const name = uniqueName('Ritika Bose');
      await page.getByRole('list').first().waitFor();

      await page.getByRole('button', { name: 'Add Testimonial' }).click();
      const form = page.getByRole('region', { name: 'New Testimonial' });
      await form.getByRole('button', { name: 'Save Testimonial' }).click();
      await form.getByText('Feedback is required.').waitFor();

      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Image URL').fill(IMAGE_URL);
      await form.getByLabel('Title').fill('Perfect family trip');
      await form.getByLabel('Feedback').fill('Every detail of our Sikkim tour was looked after.');
      await form.getByRole('button', { name: 'Save Testimonial' }).click();
      await page.getByText('New testimonial added!').waitFor();
      const card = cardWith(page, name);
      await card.getByText('Perfect family trip').waitFor();

      await card.getByRole('button', { name: `Edit ${name}` }).click();
      const editForm = page.getByRole('region', { name: 'Edit Testimonial' });
      assert.equal(await editForm.getByLabel('Title').inputValue(), 'Perfect family trip');
      await editForm.getByLabel('Title').fill('A perfect family trip');
      await editForm.getByRole('button', { name: 'Update Testimonial' }).click();
      await page.getByText('Testimonial updated!').waitFor();
      await card.getByText('A perfect family trip').waitFor();
      await assertAccessible(page, 'Manage Testimonials with the grid');

      await card.getByRole('button', { name: `Delete ${name}` }).click();
      await answerDialog(page, 'Are you sure you want to delete this testimonial?', 'Delete');
      await page.getByText('Testimonial deleted successfully!').waitFor();
      await card.waitFor({ state: 'detached' });
      const left = await api<Array<{ name: string }>>('GET', '/testimonials');
      assert.equal(
        left.body.some((item) => item.name === name),
        false,
      );
      assert.deepEqual(errors, []);
    });
  });
});

describe('admin: Manage Blogs', () => {
  it('writes a Draft (never public), publishes it with the switch, edits and deletes it', async () => {
    await withPage(openAdmin('Manage Blogs'), async ({ page, errors }) => {
      const title = uniqueName('Monsoon in the Dooars');
      await page.getByRole('table').waitFor();

      await page.getByRole('button', { name: 'Add Blog' }).click();
      const form = page.getByRole('region', { name: 'New Blog' });
      await form.getByRole('button', { name: 'Save Blog' }).click();
      await form.getByText('Please fill in all required fields.').first().waitFor();

      await form.getByLabel('Title', { exact: true }).fill(title);
      await form.getByLabel('Slug').fill(`  ${title} Guide `);
      await form.getByLabel('Author').fill('Ananya Das');
      await form.getByLabel('Cover image URL').fill(IMAGE_URL);
      // A category typed new (the picker also offers the existing ones).
      await form.getByLabel('Category').fill('Monsoon Trips');
      await form.getByLabel('Tags', { exact: true }).fill(' dooars, rain ,forests ');
      await form
        .getByLabel('Introduction')
        .fill('Green forests and swollen rivers of North Bengal.');
      const editor = form.getByRole('textbox', { name: 'Main content' });
      await editor.click();
      await page.keyboard.type('Jaldapara in the rain is ');
      await form.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('unforgettable');
      await addListEntry(page, 'Add gallery image', 'Gallery image URL 1', IMAGE_URL);
      await addListEntry(page, 'Add gallery image', 'Gallery image URL 2', ' ');
      await form.getByLabel('Meta title').fill(`${title} | Travel tips`);
      await form.getByLabel('Meta description').fill('Where to go in the Dooars in the rains.');
      await form.getByLabel('Meta keywords').fill('dooars,monsoon');
      await form.getByLabel('Published date').fill(isoDay(0));
      await assertAccessible(page, 'Manage Blogs with the form');
      await form.getByRole('button', { name: 'Save Blog' }).click();
      await form.waitFor({ state: 'detached' });

      const row = rowWith(page, title);
      await row.waitFor();
      await row.getByRole('cell', { name: 'Ananya Das' }).waitFor();
      await row.getByRole('cell', { name: 'Monsoon Trips' }).waitFor();
      const switchControl = row.getByRole('switch', { name: `Published: ${title}` });
      assert.equal(await switchControl.getAttribute('aria-checked'), 'false');

      const all = await api<{ blogs: StoredBlog[] }>('GET', '/blogs', { admin: true });
      const stored = all.body.blogs.find((blog) => blog.title === title);
      assert.ok(stored, 'the blog is stored');
      assert.equal(stored.slug, `${title.toLowerCase().replace(/\s+/g, '-')}-guide`);
      assert.equal(stored.status, 'Draft');
      assert.deepEqual(stored.tags, ['dooars', 'rain', 'forests']);
      assert.deepEqual(stored.metaKeywords, ['dooars', 'monsoon']);
      assert.deepEqual(stored.gallery, [IMAGE_URL]);
      assert.match(
        stored.mainContent,
        /Jaldapara in the rain is .*<(b|strong)>unforgettable<\/(b|strong)>/,
      );

      // A Draft never appears publicly.
      const visible = await api<{ blogs: StoredBlog[] }>('GET', '/blogs');
      assert.equal(
        visible.body.blogs.some((blog) => blog._id === stored._id),
        false,
      );
      assert.equal(await publicListShows('/blogs', title, false), false);

      // The quick switch publishes it (PATCH {status}); the public list then shows it.
      const patched = page.waitForResponse(
        (response) =>
          response.request().method() === 'PATCH' &&
          new URL(response.url()).pathname === `/api/blogs/${stored._id}`,
      );
      await switchControl.click();
      assert.equal((await patched).status(), 200);
      await page.waitForFunction(
        (name) =>
          document
            .querySelector(`[role="switch"][aria-label="${name}"]`)
            ?.getAttribute('aria-checked') === 'true',
        `Published: ${title}`,
      );
      assert.ok(await publicListShows('/blogs', title, true), '/blogs shows it');

      // Edit: the form filled from the row; the save becomes an update.
      await row.getByRole('button', { name: `Edit ${title}` }).click();
      const editForm = page.getByRole('region', { name: 'Edit Blog' });
      assert.equal(
        await editForm.getByLabel('Tags', { exact: true }).inputValue(),
        'dooars, rain, forests',
      );
      await editForm.getByLabel('Author').fill('Ananya Das Gupta');
      await editForm.getByRole('button', { name: 'Update Blog' }).click();
      await editForm.waitFor({ state: 'detached' });
      await row.getByRole('cell', { name: 'Ananya Das Gupta' }).waitFor();
      await assertAccessible(page, 'Manage Blogs with the table');

      await row.getByRole('button', { name: `Delete ${title}` }).click();
      await answerDialog(page, 'Are you sure you want to delete this blog?', 'Delete');
      await row.waitFor({ state: 'detached' });
      const after = await api<{ blogs: StoredBlog[] }>('GET', '/blogs', { admin: true });
      assert.equal(
        after.body.blogs.some((blog) => blog._id === stored._id),
        false,
      );
      assert.equal(await publicListShows('/blogs', title, false), false);
      assert.deepEqual(errors, []);
    });
  });
});
