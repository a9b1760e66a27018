// The offer of the visitor's language (issue 29): a bar in that language on a page in another,
// from the browser's languages on an English page or from the remembered choice; following it or
// saying no remembers the choice, and nobody is ever redirected.
import { screen, within } from '@testing-library/react';

import { loadCatalog } from '../../../../lib/i18n';
import { renderApp } from '../../../../testing/render-with-providers';

let languages: string[] = ['en-US', 'en'];

beforeAll(() => Promise.all([loadCatalog('bn'), loadCatalog('hi')]));

beforeEach(() => {
  jest.spyOn(window.navigator, 'languages', 'get').mockImplementation(() => languages);
});

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  languages = ['en-US', 'en'];
});

describe('the language offer', () => {
  it('offers an English page in Bengali to a Bengali browser, in Bengali; no, thanks is remembered', async () => {
    languages = ['bn-IN', 'en'];
    const { user, unmount } = renderApp({ route: '/nowhere?theme=Family' });
    const offer = await screen.findByRole('region', { name: 'ভাষা' });
    expect(offer).toHaveAttribute('lang', 'bn');
    expect(offer).toHaveTextContent('এই পাতাটি বাংলাতেও আছে।');
    expect(within(offer).getByRole('link', { name: 'বাংলায় পড়ুন' })).toHaveAttribute(
      'href',
      '/bn/nowhere?theme=Family',
    );
    // Offered, not followed: the page stays English.
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/nowhere?theme=Family');
    expect(document.documentElement).toHaveAttribute('lang', 'en');

    await user.click(within(offer).getByRole('button', { name: 'না, ধন্যবাদ' }));
    expect(screen.queryByRole('region', { name: 'ভাষা' })).toBeNull();
    expect(document.cookie).toContain('lang=en');
    unmount();

    // The next page of the visit offers nothing more.
    renderApp({ route: '/nowhere' });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('region', { name: 'ভাষা' })).toBeNull();
  });

  it('follows the offer to the same page in Hindi, remembering it', async () => {
    languages = ['hi-IN'];
    const { user } = renderApp({ route: '/nowhere' });
    const offer = await screen.findByRole('region', { name: 'भाषा' });
    await user.click(within(offer).getByRole('link', { name: 'हिन्दी में पढ़ें' }));
    expect(await screen.findByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/hi/nowhere');
    expect(document.cookie).toContain('lang=hi');
    expect(screen.queryByRole('region', { name: 'भाषा' })).toBeNull();
  });

  it('offers English on a Bengali page only to a visitor who chose English before', async () => {
    renderApp({ route: '/bn/nowhere' });
    await screen.findByRole('navigation', { name: 'প্রধান' });
    expect(screen.queryByRole('region')).toBeNull();

    document.cookie = 'lang=en; path=/';
    renderApp({ route: '/bn/nowhere' });
    const offer = await screen.findByRole('region', { name: 'Language' });
    expect(offer).toHaveAttribute('lang', 'en');
    expect(within(offer).getByRole('link', { name: 'Read it in English' })).toHaveAttribute(
      'href',
      '/nowhere',
    );
  });
});
