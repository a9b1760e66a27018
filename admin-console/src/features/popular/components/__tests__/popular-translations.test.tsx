// The popular destination editor's language tabs and the cards' badges (issue 29), through the
// page the admin uses: the English beside the Hindi and Bengali inputs, saved with PUT, the
// server's refusal said in its words, the removal with DELETE, a new record's tabs shut.
import { screen, waitFor, within } from '@testing-library/react';

import { TRANSLATIONS_TEXTS as T } from '../../../../lib/translations/texts';
import { adminScreen, expectSavedWith } from '../../../../testing/admin-screen';
import { popular } from '../../../../testing/fixtures';
import {
  echoStoredTranslation,
  openEditorOnLanguage,
  pasteInto,
  storedTranslation,
} from '../../../../testing/translation-tabs';
import { POPULAR_TEXTS } from '../../texts';
import { PopularPage } from '../popular-page';

const { backend, renderPage } = adminScreen('manage-popular', <PopularPage />, {
  path: '/popular',
  body: [popular()],
});

const english = { title: 'Sikkim', description: 'Mountains and monasteries.' };

/** Opens Sikkim's editor on a language's tab. */
const openLanguage = (language: 'বাংলা' | 'हिन्दी') =>
  openEditorOnLanguage(renderPage, 'Edit Sikkim', language);

describe('popular destination translations', () => {
  it('shows each card’s missing and partial languages in words', async () => {
    backend().on('GET', '/translations/popular', {
      body: { p1: { bn: 'partial', hi: 'missing' } },
    });
    renderPage();

    const card = (await screen.findByRole('heading', { name: 'Sikkim' })).closest('li')!;
    expect(await within(card).findByText(/partial/)).toHaveTextContent('বাংলা partial');
    expect(within(card).getByText(/missing/)).toHaveTextContent('हिन्दी missing');
    expect(within(card).getByText('हिन्दी')).toHaveAttribute('lang', 'hi');
  });

  it('shows no badge for a record translated in both languages', async () => {
    backend().on('GET', '/translations/popular', {
      body: { p1: { bn: 'complete', hi: 'complete' } },
    });
    renderPage();

    await screen.findByRole('heading', { name: 'Sikkim' });
    await waitFor(() =>
      expect(backend().requests.some((r) => r.path === '/translations/popular')).toBe(true),
    );
    expect(screen.queryByText(/missing|partial/)).not.toBeInTheDocument();
  });

  it('shows the English beside the Hindi, saves it with PUT and says so', async () => {
    backend()
      .on('GET', '/translations/popular/p1', { body: { english, bn: null, hi: null } })
      .on('PUT', '/translations/popular/p1/hi', echoStoredTranslation)
      .on('GET', '/translations/popular', { body: { p1: { bn: 'missing', hi: 'partial' } } });
    const { user, panel } = await openLanguage('हिन्दी');

    expect(await panel.findByText(T.englishLabel('Title'))).toBeInTheDocument();
    expect(panel.getByText('Sikkim')).toHaveAttribute('lang', 'en');
    expect(panel.getByText('Mountains and monasteries.')).toHaveAttribute('lang', 'en');
    expect(panel.getByText(T.notYetSaved)).toBeInTheDocument();
    const title = panel.getByLabelText('Title in हिन्दी');
    expect(title).toHaveAttribute('lang', 'hi');
    expect(panel.getByLabelText('Description in हिन्दी')).toHaveAttribute('lang', 'hi');

    await pasteInto(user, title, 'सिक्किम');
    await user.click(panel.getByRole('button', { name: T.save('hi') }));

    await expectSavedWith(backend, T.saved('hi'), {
      method: 'PUT',
      path: '/translations/popular/p1/hi',
      body: { title: 'सिक्किम' },
    });
    // The badges follow: the card now says Hindi is partial.
    const card = screen.getByRole('heading', { name: 'Sikkim' }).closest('li')!;
    expect(await within(card).findByText(/partial/)).toHaveTextContent('हिन्दी partial');
    expect(panel.getByText(/^Last saved/)).toBeInTheDocument();
  });

  it('says the server’s refusal in its words, under the field and above the buttons', async () => {
    backend()
      .on('GET', '/translations/popular/p1', { body: { english, bn: null, hi: null } })
      .on('PUT', '/translations/popular/p1/bn', {
        status: 400,
        body: {
          message: 'Please correct the marked fields.',
          errors: { title: 'Title must be at most 100 characters.' },
        },
      });
    const { user, panel } = await openLanguage('বাংলা');

    await pasteInto(user, await panel.findByLabelText('Title in বাংলা'), 'সিকিম');
    await user.click(panel.getByRole('button', { name: T.save('bn') }));

    expect(await panel.findByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(await panel.findByText('Title must be at most 100 characters.')).toBeInTheDocument();
    expect(panel.getByLabelText('Title in বাংলা')).toHaveValue('সিকিম');
    expect(screen.queryByText(T.saved('bn'))).not.toBeInTheDocument();
  });

  it('tells a failed save that is not a refusal with a notice, keeping what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend()
      .on('GET', '/translations/popular/p1', { body: { english, bn: null, hi: null } })
      .on('PUT', '/translations/popular/p1/bn', { status: 500 });
    const { user, panel } = await openLanguage('বাংলা');

    await pasteInto(user, await panel.findByLabelText('Description in বাংলা'), 'পাহাড় আর মঠ।');
    await user.click(panel.getByRole('button', { name: T.save('bn') }));

    expect(await screen.findByText(T.saveFailed('bn'))).toBeInTheDocument();
    expect(panel.getByLabelText('Description in বাংলা')).toHaveValue('পাহাড় আর মঠ।');
  });

  it('removes a stored translation with DELETE after a confirmation', async () => {
    backend()
      .on('GET', '/translations/popular/p1', {
        body: { english, bn: storedTranslation({ title: 'সিকিম' }), hi: null },
      })
      .on('DELETE', '/translations/popular/p1/bn', { status: 204 });
    const { user, panel } = await openLanguage('বাংলা');

    expect(await panel.findByLabelText('Title in বাংলা')).toHaveValue('সিকিম');
    await user.click(panel.getByRole('button', { name: T.remove('bn') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(T.removeConfirm('bn'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(T.removed('bn'))).toBeInTheDocument();
    expect(backend().writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/translations/popular/p1/bn' }),
    ]);
    await waitFor(() => expect(panel.getByLabelText('Title in বাংলা')).toHaveValue(''));
    expect(panel.getByRole('button', { name: T.remove('bn') })).toBeDisabled();
  });

  it('keeps the language tabs shut for a new one, saying to save the English first', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: POPULAR_TEXTS.add }));

    expect(screen.getByText(T.saveEnglishFirst('popular destination'))).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'বাংলা' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tab', { name: 'हिन्दी' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tab', { name: T.english })).toHaveAttribute('aria-selected', 'true');
  });
});
