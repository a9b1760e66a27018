// Content translations in the admin (issue 29) against the running API: a testimonial's card says
// its Bengali and Hindi are missing; the Bengali typed beside the English in the editor's বাংলা
// tab is saved (the public read in Bengali then answers it, the Hindi still English), the badge
// goes, and the translation removed brings it back. axe and html-validate on the open tab. A
// policy page's paragraph translated in 'Policy Pages' is what the Bengali page then shows,
// server-rendered; a paragraph left empty reads in English there, marked so.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { rawPage } from '../support/site-helpers';
import {
  answerDialog,
  api,
  assertAccessible,
  cardWith,
  openAdmin,
  uniqueName,
  withPage,
} from '../support/admin-helpers';

interface PublicTestimonial {
  _id: string;
  title: string;
  feedback: string;
  translation?: { locale: string; fallback: string[] };
}

describe('admin: content translations', () => {
  it('translates a testimonial in its বাংলা tab beside the English, with the badges', async () => {
    const name = uniqueName('Sudipta Ghosh');
    const created = await api<{ _id: string }>('POST', '/testimonials', {
      admin: true,
      body: {
        name,
        image: '/media/destinations/darjeeling-1.svg',
        title: 'A calm week in the hills',
        feedback: 'The driver knew every bend of the road.',
      },
    });
    assert.equal(created.status, 201);
    const id = created.body._id;
    try {
      await withPage(openAdmin('Manage Testimonials'), async ({ page, errors }) => {
        const card = cardWith(page, name);
        await card.getByText('বাংলা missing').waitFor();
        await card.getByText('हिन्दी missing').waitFor();

        await card.getByRole('button', { name: `Edit ${name}` }).click();
        const form = page.getByRole('region', { name: 'Edit Testimonial' });
        await form.getByRole('tab', { name: 'বাংলা' }).click();
        const title = form.getByLabel('Title in বাংলা');
        await title.waitFor();
        assert.equal(await title.getAttribute('lang'), 'bn');
        // The English beside, for reference (the English tab's own field holds it too).
        await form
          .locator('[lang="en"]', { hasText: 'The driver knew every bend of the road.' })
          .waitFor();
        await assertAccessible(page, 'the testimonial editor on its বাংলা tab');

        await title.fill('পাহাড়ে এক শান্ত সপ্তাহ');
        await form.getByLabel('Feedback in বাংলা').fill('চালক রাস্তার প্রতিটি বাঁক চিনতেন।');
        await form.getByRole('button', { name: 'Save বাংলা' }).click();
        await page.getByText('বাংলা translation saved.').waitFor();
        await card.getByText('বাংলা missing').waitFor({ state: 'detached' });
        await card.getByText('हिन्दी missing').waitFor();

        const bengali = await api<PublicTestimonial[]>('GET', '/testimonials?lang=bn');
        const read = bengali.body.find((item) => item._id === id);
        assert.equal(read?.title, 'পাহাড়ে এক শান্ত সপ্তাহ');
        assert.equal(read?.feedback, 'চালক রাস্তার প্রতিটি বাঁক চিনতেন।');
        const hindi = await api<PublicTestimonial[]>('GET', '/testimonials?lang=hi');
        assert.equal(hindi.body.find((item) => item._id === id)?.title, 'A calm week in the hills');

        await form.getByRole('button', { name: 'Remove বাংলা' }).click();
        await answerDialog(
          page,
          'Remove the বাংলা translation? The site will show the English instead.',
          'Delete',
        );
        await page.getByText('বাংলা translation removed.').waitFor();
        await card.getByText('বাংলা missing').waitFor();
        assert.deepEqual(errors, []);
      });
    } finally {
      await api('DELETE', `/testimonials/${id}`, { admin: true });
    }
  });

  it("translates a policy page's paragraphs, and the Bengali page shows them", async () => {
    const stored = await api<{ bn: { fields: Record<string, string> } }>(
      'GET',
      '/translations/policies/terms',
      { admin: true },
    );
    assert.equal(stored.status, 200);
    const shipped = stored.body.bn.fields;
    try {
      await withPage(openAdmin('Policy Pages'), async ({ page, errors }) => {
        const row = page.getByRole('row').filter({ hasText: 'Terms and Conditions' });
        await row.getByRole('button', { name: 'Translate Terms and Conditions' }).click();
        const editor = page.getByRole('region', { name: 'Translate Terms and Conditions' });
        const balance = editor.getByLabel('Payments balance in বাংলা');
        await balance.waitFor();
        assert.equal(await balance.getAttribute('lang'), 'bn');
        await editor
          .locator('[lang="en"]', {
            hasText: 'The balance is paid on site at the start of the tour.',
          })
          .waitFor();
        // Only the Terms' own paragraphs.
        assert.equal(await editor.getByLabel('Privacy title in বাংলা').count(), 0);
        await assertAccessible(page, 'the Terms and Conditions in its বাংলা tab');

        // A value dropped is refused under its paragraph, nothing saved.
        const deposit = editor.getByLabel('Payments deposit in বাংলা');
        await deposit.fill('মোট খরচের কিছু অংশ পেলে বুকিং নিশ্চিত হয়।');
        await editor.getByRole('button', { name: 'Save বাংলা' }).click();
        await editor
          .getByText('Keep the marks the English has: put back {deposit}.')
          .first()
          .waitFor();
        await deposit.fill(shipped.paymentsDeposit!);

        await balance.fill('বাকি টাকা ভ্রমণ শুরুর দিন সেখানেই দিতে হবে।');
        await editor.getByLabel('Payments confirmation in বাংলা').fill('');
        await editor.getByRole('button', { name: 'Save বাংলা' }).click();
        await page.getByText('বাংলা translation saved.').waitFor();
        await row.getByText('বাংলা partial').waitFor();
        // The browser logs the one refused save; nothing else went wrong.
        assert.deepEqual(errors, [
          'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
        ]);
      });

      // As a crawler reads it; the server may send a client-rendered page while it is busy.
      const { html } = await rawPage('/bn/terms');
      assert.match(html, /<li>বাকি টাকা ভ্রমণ শুরুর দিন সেখানেই দিতে হবে।<\/li>/);
      assert.match(
        html,
        /<li><span lang="en">We send a written confirmation of every payment received\./,
      );
    } finally {
      const restored = await api('PUT', '/translations/policies/terms/bn', {
        admin: true,
        body: shipped,
      });
      assert.equal(restored.status, 200);
    }
  });
});
