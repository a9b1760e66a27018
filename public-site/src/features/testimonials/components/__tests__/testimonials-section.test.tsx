import type { Testimonial } from '@tours/shared-ui/domain';
import { screen, within } from '@testing-library/react';

import { testimonials } from '../../../../testing/fixtures';
import { renderListSection } from '../../../../testing/render-with-providers';
import { deferred } from '../../../../testing/test-api';
import { TestimonialsSection } from '../testimonials-section';

const renderSection = (list: () => Promise<Testimonial[]>) =>
  renderListSection(<TestimonialsSection />, 'testimonials', list);

describe('Testimonials', () => {
  it('shows the loading text, then the testimonials', async () => {
    const pending = deferred<Testimonial[]>();
    renderSection(() => pending.promise);
    expect(screen.getByText('Loading testimonials...')).toHaveAttribute('role', 'status');
    pending.resolve(testimonials);
    expect(
      await screen.findByRole('heading', { name: 'A perfect Sundarbans trip' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading testimonials...')).not.toBeInTheDocument();
  });

  it('shows the raw error message', async () => {
    renderSection(() => Promise.reject(new Error('Network Error')));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Network Error$/);
  });

  it('shows "Failed to fetch testimonials." when the failure has no message', async () => {
    renderSection(() => Promise.reject(new Error('')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch testimonials.');
  });

  it('shows the empty text when there are none', async () => {
    renderSection(() => Promise.resolve([]));
    expect(await screen.findByText('No testimonials available at the moment.')).toBeInTheDocument();
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
