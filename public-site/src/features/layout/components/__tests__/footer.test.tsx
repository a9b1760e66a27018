import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../../testing/render-with-providers';
import { testConfig } from '../../../../testing/test-config';

async function renderFooter(route = '/nowhere') {
  renderApp({ route });
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('contentinfo');
}

const linkPairs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  it('shows the logo and the Resources links', async () => {
    const footer = await renderFooter();
    // The logo: its mark and the site name from the configuration.
    expect(
      within(footer).getByText(testConfig.siteName, { selector: '.ps-logo__name' }),
    ).toBeVisible();
    expect(linkPairs(within(footer).getByRole('navigation', { name: 'Resources' }))).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Places', '/places'],
      ['Blogs', '/blogs'],
      ['Contact Us', '/contact-us'],
      ['Booking status', '/booking-status'],
    ]);
  });

  it('shows the Legal links; Privacy Policy leads to /privacy-policy from a nested path', async () => {
    // A nested path: a relative link written there would go wrong if it were not resolved.
    renderApp({ route: '/blogs/some-story' });
    await screen.findByText('Something went wrong. Please try again later.'); // offline
    const footer = screen.getByRole('contentinfo');
    expect(linkPairs(within(footer).getByRole('navigation', { name: 'Legal' }))).toEqual([
      ['Refund Policy', '/refund-policy'],
      ['Terms & Conditions', '/terms'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('shows the 2025 copyright line linking to the company site from the configuration', async () => {
    const footer = await renderFooter();
    expect(within(footer).getByText(/© 2025/)).toHaveTextContent(
      `© 2025 ${testConfig.siteName} (opens in a new tab). All rights reserved.`,
    );
    const company = within(footer).getByRole('link', {
      name: `${testConfig.siteName} (opens in a new tab)`,
    });
    expect(company).toHaveAttribute('href', testConfig.agency.companySiteUrl);
    expect(company).toHaveAttribute('target', '_blank');
    expect(company).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the social links from the configuration, opening in a new tab safely', async () => {
    const footer = await renderFooter();
    const social = within(footer).getByRole('navigation', { name: 'Social media' });
    const expected = [
      ['Facebook', testConfig.agency.social.facebook],
      ['Instagram', testConfig.agency.social.instagram],
      ['LinkedIn', testConfig.agency.social.linkedin],
      ['X', testConfig.agency.social.x],
      ['WhatsApp chat', testConfig.agency.social.whatsapp],
    ];
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(expected.length);
    for (const [name, href] of expected) {
      const link = within(social).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
