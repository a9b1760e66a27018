import type { PopularDestination } from '@tours/shared-ui/domain';
import { screen, within } from '@testing-library/react';

import { popularDestinations as popular } from '../../../../testing/fixtures';
import { renderListSection } from '../../../../testing/render-with-providers';
import { listSectionCases } from '../../../../testing/list-section-cases';
import { PopularDestinations } from '../popular-destinations';

const renderSection = (list: () => Promise<PopularDestination[]>) =>
  renderListSection(<PopularDestinations />, 'popular', list);

describe('Popular Destinations', () => {
  listSectionCases({
    ui: <PopularDestinations />,
    key: 'popular',
    items: popular,
    first: { role: 'link', name: 'Darjeeling' },
    texts: {
      loading: 'Loading popular destinations...',
      empty: 'No popular destinations available at the moment.',
      fallback: 'Failed to fetch data.',
      error: (message) => `Error: ${message}`,
    },
  });

  it('shows a card per destination linking to /destinations/{path}, with its picture and text', async () => {
    renderSection(() => Promise.resolve(popular));
    const section = screen.getByRole('region', { name: 'Popular Destinations' });
    const darjeeling = await within(section).findByRole('link', { name: 'Darjeeling' });
    expect(darjeeling).toHaveAttribute('href', '/destinations/darjeeling');
    expect(within(section).getByRole('link', { name: 'Sundarbans' })).toHaveAttribute(
      'href',
      '/destinations/sundarbans',
    );
    expect(
      within(section).getByText('Tea gardens and the Kanchenjunga at sunrise.'),
    ).toBeInTheDocument();

    const images = within(section).getAllByRole('presentation');
    // Paths stored in the database are served by the API's origin; absolute URLs stay as they are.
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'http://api.test/media/popular/darjeeling.jpg',
      'https://images.example/sundarbans.jpg',
    ]);
  });

  it('clicking a card goes to its destination page', async () => {
    const { user } = renderSection(() => Promise.resolve(popular));
    await user.click(await screen.findByRole('link', { name: 'Sundarbans' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/destinations/sundarbans',
    );
  });

  it('the arrow buttons scroll the row by 300 px', async () => {
    const scrollBy = jest.spyOn(HTMLElement.prototype, 'scrollBy').mockImplementation(() => {});
    const { user } = renderSection(() => Promise.resolve(popular));
    await screen.findByRole('link', { name: 'Darjeeling' });

    await user.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    await user.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: 'Scroll left' })).toHaveAttribute(
      'aria-controls',
      screen.getByRole('list').id,
    );
  });
});
