import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MapEmbed } from '../map-embed';

const SRC = 'https://www.google.com/maps/embed?pb=darjeeling';

describe('MapEmbed', () => {
  it('requests nothing from the map provider until the visitor asks for the map', async () => {
    const { container } = render(
      <MapEmbed src={SRC} title="Map of Darjeeling" width={800} height={400} />,
    );
    expect(container.querySelector('iframe')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show map: Map of Darjeeling' }));

    const frame = screen.getByTitle('Map of Darjeeling');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', SRC);
    expect(screen.queryByRole('button', { name: /Show map/ })).not.toBeInTheDocument();
  });
});
