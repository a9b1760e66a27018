// The destination editor's language tabs and the list's badges (issue 29), through the page the
// admin uses: the English beside each translation input, entry by entry for the lists and the
// itinerary, saved with PUT; and the 'missing translation' badges of the table. The refusal, the
// removal and a new record's tabs: popular-translations.test.tsx (a small form, a faster test).
import { screen, within } from '@testing-library/react';
import type { RecordTranslations } from '@tours/shared-ui/api';
import { englishFields } from '@tours/shared-ui/translations';

import { TRANSLATIONS_TEXTS as T } from '../../../../lib/translations/texts';
import { adminScreen, expectSavedWith } from '../../../../testing/admin-screen';
import { destination } from '../../../../testing/fixtures';
import {
  echoStoredTranslation,
  openEditorOnLanguage,
  pasteInto,
} from '../../../../testing/translation-tabs';
import { DestinationsPage } from '../destinations-page';

const { backend, renderPage } = adminScreen('manage-destinations', <DestinationsPage />, {
  path: '/destinations',
  body: [destination()],
});

const record = (over: Partial<RecordTranslations<'destinations'>> = {}) => ({
  english: englishFields('destinations', destination()),
  bn: null,
  hi: null,
  ...over,
});

/** Opens Darjeeling's editor on a language's tab. */
const openLanguage = (language: 'বাংলা' | 'हिन्दी') =>
  openEditorOnLanguage(renderPage, 'Edit Darjeeling', language);

describe('destination translations', () => {
  it('shows the badges of the languages not translated, in words, under the name', async () => {
    backend().on('GET', '/translations/destinations', {
      body: { d1: { bn: 'missing', hi: 'partial' } },
    });
    renderPage();

    const row = (await screen.findByRole('cell', { name: /Darjeeling/ })).closest('tr')!;
    const missing = await within(row).findByText(T.badgeMissing, { exact: false });
    expect(missing).toHaveTextContent('বাংলা missing');
    expect(within(missing).getByText('বাংলা')).toHaveAttribute('lang', 'bn');
    expect(within(row).getByText(/partial/)).toHaveTextContent('हिन्दी partial');
  });

  it('says when the badges could not be fetched, rather than showing none', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend().on('GET', '/translations/destinations', { status: 500 });
    renderPage();

    expect(await screen.findByText(T.statusesFailed)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Darjeeling' })).toBeInTheDocument();
  });

  it('shows the English beside each Bengali input and saves the Bengali with PUT', async () => {
    backend()
      .on('GET', '/translations/destinations/d1', { body: record() })
      .on('PUT', '/translations/destinations/d1/bn', echoStoredTranslation);
    const { user, panel } = await openLanguage('বাংলা');

    // The English tab is the form as it was, still there.
    expect(screen.getByRole('tab', { name: T.english })).toBeInTheDocument();
    const name = await panel.findByLabelText('Name in বাংলা');
    expect(name).toHaveAttribute('lang', 'bn');
    expect(panel.getByText(T.englishLabel('Name')).nextSibling).toHaveTextContent('Darjeeling');
    expect(panel.getByText(T.englishLabel('Day 2')).nextSibling).toHaveTextContent('Tiger Hill');
    const highlight = panel.getByLabelText('Highlights 1 in বাংলা');
    expect(highlight).toHaveAttribute('lang', 'bn');
    expect(panel.getByText(T.englishLabel('Highlights 1')).nextSibling).toHaveTextContent(
      'Tiger Hill sunrise',
    );

    // Pasted, not typed letter by letter: the two forms together are slow to re-render.
    await pasteInto(user, name, 'দার্জিলিং');
    await pasteInto(user, highlight, 'টাইগার হিলে সূর্যোদয়');
    await pasteInto(user, panel.getByLabelText('Day 1 in বাংলা'), 'পৌঁছানো');
    await user.click(panel.getByRole('button', { name: T.save('bn') }));

    await expectSavedWith(backend, T.saved('bn'), {
      method: 'PUT',
      path: '/translations/destinations/d1/bn',
      body: {
        name: 'দার্জিলিং',
        highlights: ['টাইগার হিলে সূর্যোদয়'],
        itinerary: { dayWisePlan: { day1: 'পৌঁছানো' } },
      },
    });
    // The form now shows what is stored, and when.
    expect(await panel.findByDisplayValue('দার্জিলিং')).toHaveAttribute('lang', 'bn');
    expect(panel.getByText(/^Last saved/)).toBeInTheDocument();
  });

  it('refuses a list translated in part before sending anything', async () => {
    backend().on('GET', '/translations/destinations/d1', { body: record() });
    const { user, panel } = await openLanguage('বাংলা');

    await pasteInto(user, await panel.findByLabelText('Price labels 1 in বাংলা'), '১২০০০');
    await user.click(panel.getByRole('button', { name: T.save('bn') }));

    expect(await panel.findByRole('alert')).toHaveTextContent(T.listIncomplete('Price labels'));
    expect(backend().writes()).toEqual([]);
  });
});
