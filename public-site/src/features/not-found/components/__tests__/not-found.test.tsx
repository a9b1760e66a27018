import { screen } from '@testing-library/react';

import { DEFAULT_DESCRIPTION } from '../../../../lib/page-title';
import { renderApp } from '../../../../testing/render-with-providers';
import { testConfig } from '../../../../testing/test-config';

describe('Not-found page', () => {
  it.each(['/no-such-page', '/places/extra/segments'])('is shown for %s', async (route) => {
    renderApp({ route });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("We can't seem to find the page you're looking for."),
    ).toBeInTheDocument();
    expect(document.title).toBe(`Page Not Found | ${testConfig.siteName}`);
  });

  it('is not indexed, and still has a description and social tags', async () => {
    renderApp({ route: '/no-such-page' });
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' });
    const meta = (key: 'name' | 'property', value: string) =>
      document.head.querySelector(`meta[${key}="${value}"]`)?.getAttribute('content');
    expect(meta('name', 'robots')).toBe('noindex');
    expect(meta('name', 'description')).toBe(DEFAULT_DESCRIPTION);
    expect(meta('property', 'og:title')).toBe('Page Not Found');
    expect(meta('property', 'og:site_name')).toBe(testConfig.siteName);
  });

  it('Back to Home leads to the Home page', async () => {
    const api = (await import('../../../../testing/test-api')).createTestApi();
    jest.spyOn(api.popular, 'list').mockResolvedValue([]);
    jest.spyOn(api.testimonials, 'list').mockResolvedValue([]);
    const { user } = renderApp({ route: '/lost', api });
    const back = await screen.findByRole('link', { name: 'Back to Home' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the agency' }),
    ).toBeInTheDocument();
    await screen.findByText('No testimonials available at the moment.');
  });
});
