import { screen, within } from '@testing-library/react';

import { adminScreen, confirmDelete, expectSavedWith } from '../../../../testing/admin-screen';
import { testimonial } from '../../../../testing/fixtures';
import { TESTIMONIALS_TEXTS } from '../../texts';
import { TestimonialsPage } from '../testimonials-page';

const { backend, renderPage } = adminScreen('manage-testimonials', <TestimonialsPage />, {
  path: '/testimonials',
  body: [testimonial()],
});

describe('TestimonialsPage', () => {
  it('shows testimonials as cards with name, title and feedback', async () => {
    renderPage();

    const card = (await screen.findByRole('heading', { name: 'Priya Das' })).closest(
      'li',
    ) as HTMLElement;
    expect(card).toHaveTextContent('A wonderful trip');
    expect(card).toHaveTextContent('Everything was arranged perfectly.');
    expect(within(card).getByRole('button', { name: 'Delete Priya Das' })).toBeInTheDocument();
  });

  it("adds one: 'New testimonial added!'", async () => {
    backend().on('POST', '/testimonials', { status: 201, body: testimonial({ _id: 't2' }) });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Priya Das' });

    await user.click(screen.getByRole('button', { name: TESTIMONIALS_TEXTS.add }));
    await user.type(screen.getByLabelText('Name'), 'Amit');
    await user.type(screen.getByLabelText('Image URL'), 'https://img.test/amit.jpg');
    await user.click(screen.getByRole('button', { name: TESTIMONIALS_TEXTS.submitCreate }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Feedback is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Great');
    await user.type(screen.getByLabelText('Feedback'), 'Loved it.');
    await user.click(screen.getByRole('button', { name: TESTIMONIALS_TEXTS.submitCreate }));

    await expectSavedWith(backend, TESTIMONIALS_TEXTS.created, {
      method: 'POST',
      body: {
        name: 'Amit',
        image: 'https://img.test/amit.jpg',
        title: 'Great',
        feedback: 'Loved it.',
      },
    });
  });

  it("edits one ('Testimonial updated!') and deletes one ('Testimonial deleted successfully!')", async () => {
    backend().on('PUT', '/testimonials/t1', { body: testimonial() });
    backend().on('DELETE', '/testimonials/t1', {});
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Priya Das' }));
    expect(screen.getByLabelText('Feedback')).toHaveValue('Everything was arranged perfectly.');
    await user.click(screen.getByRole('button', { name: TESTIMONIALS_TEXTS.submitEdit }));
    expect(await screen.findByText(TESTIMONIALS_TEXTS.updated)).toBeInTheDocument();

    await confirmDelete(user, 'Delete Priya Das', TESTIMONIALS_TEXTS.deleteConfirm);
    expect(await screen.findByText(TESTIMONIALS_TEXTS.deleted)).toBeInTheDocument();
    expect(
      backend()
        .writes()
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual(['PUT /testimonials/t1', 'DELETE /testimonials/t1']);
  });
});
