import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../../testing/render-with-providers';
import { testConfig } from '../../../../testing/test-config';

// An unknown path keeps these tests about the frame, not about the Home page's fetches.
async function renderFrame(route = '/nowhere') {
  const view = renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' });
  return view;
}

describe('Header', () => {
  it('shows the logo as a home link named after the site, and the four main links', async () => {
    await renderFrame();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: testConfig.siteName })).toHaveAttribute(
      'href',
      '/',
    );

    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Places', '/places'],
      ['Blogs', '/blogs'],
    ]);
  });

  it('marks the link of the current page', async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the agency' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Places' })).not.toHaveAttribute('aria-current');
    // Let the Home page's fetches (offline in tests) settle.
    await screen.findByText(/^Error:/);
  });

  it('Book Now opens the booking dialog; Escape closes it and focus returns to Book Now', async () => {
    const { user, store } = await renderFrame();
    const bookNow = screen.getByRole('button', { name: 'Book Now' });
    await user.click(bookNow);

    const dialog = screen.getByRole('dialog', { name: 'Book Your Trip' });
    expect(dialog).toHaveAccessibleDescription(
      'Feel free to reach out for booking your dream destinations.',
    );
    expect(store.getState().modal).toMatchObject({ isOpen: true, content: { type: 'booking' } });

    // The booking variant holds the booking form, not the contact actions.
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(dialog).queryByRole('link', { name: 'Call Us' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bookNow).toHaveFocus();
    expect(store.getState().modal).toEqual({
      isOpen: false,
      content: { title: '', description: '', type: null },
    });
  });

  it('the dialog close button closes it too', async () => {
    const { user } = await renderFrame();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a skip link to the main content', async () => {
    await renderFrame();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#ps-main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'ps-main');
  });
});
