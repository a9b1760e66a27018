// The blog editor's language tabs (issue 29): the main content translated in the same rich-text
// editor as the English, marked with its language, beside the English as it reads; the server's
// answer (its HTML sanitised) is what the form shows afterwards.
import { screen, within } from '@testing-library/react';

import { TRANSLATIONS_TEXTS as T } from '../../../../lib/translations/texts';
import { adminScreen, expectSavedWith } from '../../../../testing/admin-screen';
import { blog } from '../../../../testing/fixtures';
import { openLanguageTab, storedTranslation } from '../../../../testing/translation-tabs';
import { BlogsPage } from '../blogs-page';

const { backend, renderPage } = adminScreen('manage-blogs', <BlogsPage />, {
  path: '/blogs',
  body: { blogs: [blog()] },
});

const english = {
  title: 'Monsoon in the Dooars',
  introduction: 'Green forests and rivers.',
  mainContent: '<p>The Dooars in the <strong>rain</strong>.</p>',
  metaTitle: 'Monsoon in the Dooars',
  metaDescription: 'A monsoon trip.',
};

describe('blog translations', () => {
  it('translates the main content in the rich-text editor, in Hindi, beside the English', async () => {
    backend()
      .on('GET', '/translations/blogs/g1', { body: { english, bn: null, hi: null } })
      .on('PUT', '/translations/blogs/g1/hi', {
        body: storedTranslation({ mainContent: '<p>बारिश में डुआर्स।</p>' }),
      });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Monsoon in the Dooars' }));
    const panel = await openLanguageTab(user, 'हिन्दी');

    const editor = await panel.findByRole('textbox', { name: 'Main content in हिन्दी' });
    expect(editor).toHaveAttribute('lang', 'hi');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    // The English reads as it will on the site: its formatting, not its tags.
    const reference = panel.getByText(T.englishLabel('Main content')).nextSibling as HTMLElement;
    expect(reference).toHaveAttribute('lang', 'en');
    expect(within(reference).getByText('rain').tagName).toBe('STRONG');

    await user.click(editor);
    await user.keyboard('बारिश में डुआर्स।');
    await user.click(panel.getByRole('button', { name: T.save('hi') }));

    await expectSavedWith(backend, T.saved('hi'), {
      method: 'PUT',
      path: '/translations/blogs/g1/hi',
      body: { mainContent: expect.stringContaining('बारिश में डुआर्स।') },
    });
    expect((await panel.findByRole('textbox', { name: 'Main content in हिन्दी' })).innerHTML).toBe(
      '<p>बारिश में डुआर्स।</p>',
    );
  });
});
