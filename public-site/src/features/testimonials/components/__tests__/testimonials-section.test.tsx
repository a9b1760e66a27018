import type { Testimonial } from '@tours/shared-ui/domain';
import { screen, within } from '@testing-library/react';

import { testimonials } from '../../../../testing/fixtures';
import { renderListSection } from '../../../../testing/render-with-providers';
import { listSectionCases } from '../../../../testing/list-section-cases';
import { TestimonialsSection } from '../testimonials-section';

const renderSection = (list: () => Promise<Testimonial[]>) =>
  renderListSection(<TestimonialsSection />, 'testimonials', list);

describe('Testimonials', () => {
  listSectionCases({
    ui: <TestimonialsSection />,
    key: 'testimonials',
    items: testimonials,
    first: { role: 'heading', name: 'A perfect Sundarbans trip' },
    texts: {
      loading: 'Loading testimonials...',
      empty: 'No testimonials available at the moment.',
      fallback: 'Failed to fetch testimonials.',
      error: (message) => message,
    },
  });

  it('shows name, headline, feedback and avatar; the default avatar when there is no image', async () => {
    renderSection(() => Promise.resolve(testimonials));
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Ananya Ghosh')).toBeInTheDocument();
    expect(
      within(first).getByText('Boats, guides and food were all arranged well.'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('presentation')).toHaveAttribute(
      'src',
      'http://api.test/media/testimonials/ananya.jpg',
    );
    // The shipped default avatar (the file stub in tests).
    expect(within(second).getByRole('presentation')).toHaveAttribute('src', 'test-file-stub');

    // Cards enter 0.2 s apart.
    expect(first).toHaveStyle({ '--ps-reveal-delay': '0s' });
    expect(second).toHaveStyle({ '--ps-reveal-delay': '0.2s' });
  });
});
