import { screen } from '@testing-library/react';

import { loadCatalog } from '../../lib/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { MapEmbed } from '../map-embed';

const SRC = 'https://www.google.com/maps/embed?pb=darjeeling';

describe('MapEmbed', () => {
  it('requests nothing from the map provider until the visitor asks for the map', async () => {
    const { container, user } = renderWithProviders(
      <MapEmbed src={SRC} title="Map of Darjeeling" width={800} height={400} />,
    );
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show map: Map of Darjeeling' }));

    const frame = screen.getByTitle('Map of Darjeeling');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', SRC);
    expect(screen.queryByRole('button', { name: /Show map/ })).not.toBeInTheDocument();
  });

  it.each([
    ['bn', 'মানচিত্র দেখুন'],
    ['hi', 'नक्शा देखें'],
  ] as const)('in %s, its button reads %s', async (locale, label) => {
    await loadCatalog(locale);
    renderWithProviders(<MapEmbed src={SRC} title="দার্জিলিং" width={800} height={400} />, {
      route: `/${locale}/destinations/darjeeling`,
    });
    expect(await screen.findByRole('button', { name: `${label}: দার্জিলিং` })).toHaveTextContent(
      label,
    );
  });
});
