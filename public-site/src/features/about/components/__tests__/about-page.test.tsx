import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../../testing/render-with-providers';

describe('About Us (/about)', () => {
  it('introduces the agency and sets the page title', async () => {
    renderApp({ route: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(screen.getByText(/based in Sonarpur, West Bengal/)).toBeVisible();
    expect(document.title).toBe('About Us | Test Tours Sonarpur');
  });

  it("shows the six 'Why Choose Us?' cards, each with a short text", async () => {
    renderApp({ route: '/about' });
    const why = await screen.findByRole('region', { name: 'Why Choose Us?' });
    const cards = within(why).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Personalized Service',
      'Expert Guidance',
      'Affordability',
      'Safety and Trust',
      'Customized Tour Packages',
      'Local Cultural Immersion',
    ]);
    for (const card of cards) {
      expect(card.querySelector('p')?.textContent?.length).toBeGreaterThan(20);
    }
  });

  it("ends with 'Join Us Today!' and an Explore More link to /places", async () => {
    const { user } = renderApp({ route: '/about' });
    const join = await screen.findByRole('region', { name: 'Join Us Today!' });
    const explore = within(join).getByRole('link', { name: 'Explore More' });
    expect(explore).toHaveAttribute('href', '/places');
    await user.click(explore);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore Destinations' }),
    ).toBeVisible();
    // Let the Places fetch (offline in tests) settle.
    await screen.findByRole('alert');
  });
});
