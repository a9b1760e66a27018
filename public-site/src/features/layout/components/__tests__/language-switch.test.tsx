import { screen, within } from '@testing-library/react';

import { loadCatalog } from '../../../../lib/i18n';
import { renderApp } from '../../../../testing/render-with-providers';

// An unknown path keeps these tests about the frame, not about a page's fetches.
describe('the frame in Bengali and Hindi, and the language switch', () => {
  // As the browser does while the App loads (app/router.tsx), the address's catalogue is there
  // before the first render.
  beforeAll(() => Promise.all([loadCatalog('bn'), loadCatalog('hi')]));

  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('shows the header and footer in Bengali under /bn, their links staying in Bengali', async () => {
    renderApp({ route: '/bn/nowhere' });
    const banner = await screen.findByRole('banner');
    const nav = await within(banner).findByRole('navigation', { name: 'প্রধান' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['হোম', '/bn'],
      ['আমাদের কথা', '/bn/about'],
      ['গন্তব্য', '/bn/places'],
      ['ব্লগ', '/bn/blogs'],
    ]);
    expect(within(banner).getByRole('button', { name: 'এখনই বুক করুন' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'যোগাযোগ' })).toHaveAttribute(
      'href',
      '/bn/contact-us',
    );
    expect(footer).toHaveTextContent('সর্বস্বত্ব সংরক্ষিত।');
    expect(document.documentElement).toHaveAttribute('lang', 'bn');
  });

  it('shows them in Hindi under /hi', async () => {
    renderApp({ route: '/hi/nowhere' });
    const nav = await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'जगहें' })).toHaveAttribute('href', '/hi/places');
    expect(screen.getByRole('button', { name: 'अभी बुक करें' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
  });

  it('keeps the page and its query when switching, remembers the choice, and switches back', async () => {
    const { user } = renderApp({ route: '/nowhere?theme=Family#top' });
    // The header's switch is a landmark, the footer's a group of the same name.
    const header = await screen.findByRole('navigation', { name: 'Language' });
    expect(
      within(screen.getByRole('contentinfo')).getByRole('group', { name: 'Language' }),
    ).toBeInTheDocument();
    const bengali = within(header).getByRole('link', { name: 'বাংলা' });
    expect(bengali).toHaveAttribute('href', '/bn/nowhere?theme=Family#top');
    expect(bengali).toHaveAttribute('lang', 'bn');
    expect(within(header).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(bengali);
    expect(await screen.findByRole('navigation', { name: 'প্রধান' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/bn/nowhere?theme=Family');
    expect(document.cookie).toContain('lang=bn');

    const bengaliHeader = screen.getByRole('navigation', { name: 'ভাষা' });
    await user.click(within(bengaliHeader).getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/nowhere?theme=Family');
    expect(document.cookie).toContain('lang=en');
  });
});
