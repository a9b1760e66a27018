import { screen, within } from '@testing-library/react';
import { TRIP_THEMES } from '@tours/shared-ui/domain';

import { renderWithProviders } from '../../../testing/render-with-providers';
import { createTestApi } from '../../../testing/test-api';
import { testConfig } from '../../../testing/test-config';
import { AppRoutes } from '../../router';

function renderHome() {
  const api = createTestApi();
  jest.spyOn(api.popular, 'list').mockResolvedValue([]);
  jest.spyOn(api.testimonials, 'list').mockResolvedValue([]);
  return { ...renderWithProviders(<AppRoutes />, { route: '/', api }), api };
}

describe('Home page', () => {
  it('shows the hero title and an Explore link to /places, and sets the page title', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the agency' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/places');
    expect(document.title).toBe(`Home | ${testConfig.siteName}`);
    await screen.findByText('No testimonials available at the moment.');
  });

  it('sets Open Graph tags and TravelAgency structured data from the runtime configuration', async () => {
    renderHome();
    await screen.findByText('No testimonials available at the moment.');
    const property = (name: string) =>
      document.head.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
    expect(property('og:title')).toBe('Home');
    expect(property('og:type')).toBe('website');
    expect(property('og:site_name')).toBe(testConfig.siteName);
    expect(property('og:url')).toBe('http://localhost/');
    const data = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data).toMatchObject({
      '@type': 'TravelAgency',
      name: testConfig.siteName,
      telephone: testConfig.agency.phone,
      email: testConfig.agency.email,
      address: { addressRegion: 'West Bengal', addressCountry: 'IN' },
    });
    expect(data.sameAs).toContain(testConfig.agency.social.facebook);
  });

  it('shows the six themes as labelled pictures that are not links', async () => {
    renderHome();
    const themes = await screen.findByRole('region', { name: 'Travel Themes' });
    const items = within(themes).getAllByRole('listitem');
    // SPEC §2's six themes, in shared-ui's order (the trip finder's too).
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.textContent)).toEqual([...TRIP_THEMES]);
    expect(within(themes).queryByRole('link')).not.toBeInTheDocument();
    expect(items[1]).toHaveStyle({ '--ps-reveal-delay': '0.1s' });
    expect(items[5]).toHaveStyle({ '--ps-reveal-delay': '0.5s' });
    await screen.findByText('No testimonials available at the moment.');
  });

  it('fetches popular destinations and testimonials on load', async () => {
    const { api } = renderHome();
    expect(
      await screen.findByText('No popular destinations available at the moment.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No testimonials available at the moment.')).toBeInTheDocument();
    expect(api.popular.list).toHaveBeenCalledTimes(1);
    expect(api.testimonials.list).toHaveBeenCalledTimes(1);
  });

  it('Reach Us opens the contact dialog with Call Us, Text Us and Mail Us', async () => {
    const { user } = renderHome();
    const cta = await screen.findByRole('region', { name: 'Start Your Journey Now' });
    const reachUs = within(cta).getByRole('button', { name: 'Reach Us' });
    await user.click(reachUs);

    await screen.findByRole('link', { name: 'Call Us' });
    const dialog = screen.getByRole('dialog', { name: 'Get in Touch with Us' });
    expect(dialog).toHaveAccessibleDescription(
      'Feel free to reach out for booking your dream destinations.',
    );
    expect(within(dialog).getByRole('link', { name: 'Call Us' })).toHaveAttribute(
      'href',
      'tel:+919123456789',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Text Us (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://wa.me/919123456789');
    expect(within(dialog).getByRole('link', { name: 'Mail Us' })).toHaveAttribute(
      'href',
      'mailto:trips@test-tours.example',
    );
    // The number and the address are not printed in the dialog.
    expect(dialog).not.toHaveTextContent('91234');
    expect(dialog).not.toHaveTextContent('trips@test-tours.example');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reachUs).toHaveFocus();
  });
});

describe("Home's 'Find your trip'", () => {
  it('below the themes, a GET form to /places with theme, month and budget', async () => {
    renderHome();
    const form = await screen.findByRole('search', { name: 'Find your trip' });
    const themes = screen.getByRole('region', { name: 'Travel Themes' });
    // After SPEC's theme cards, which stay as they are.
    expect(themes.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/places');
    expect(within(form).getByRole('combobox', { name: 'Theme' })).toHaveAttribute('name', 'theme');
    expect(within(form).getByRole('combobox', { name: 'Month' })).toHaveAttribute('name', 'month');
    expect(within(form).getByRole('spinbutton', { name: 'Budget per adult (₹)' })).toHaveAttribute(
      'name',
      'budget',
    );
  });

  it('leads to /places with the search in the address', async () => {
    const { user } = renderHome();
    const form = await screen.findByRole('search', { name: 'Find your trip' });
    const month = within(form).getByRole('combobox', { name: 'Month' });
    const secondMonth = within(month).getAllByRole('option')[2]!.getAttribute('value')!;
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Theme' }), 'Family');
    await user.selectOptions(month, secondMonth);
    await user.type(
      within(form).getByRole('spinbutton', { name: 'Budget per adult (₹)' }),
      '20000',
    );
    await user.click(within(form).getByRole('button', { name: 'Find trips' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore Destinations' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('Family');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue(secondMonth);
    expect(screen.getByRole('spinbutton', { name: 'Budget per adult (₹)' })).toHaveValue(20000);
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      `/places?theme=Family&month=${secondMonth}&budget=20000`,
    );
  });
});
