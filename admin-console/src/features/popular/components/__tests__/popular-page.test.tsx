import { screen, within } from '@testing-library/react';

import { BACK_TO_DASHBOARD } from '../../../../components/manage-page-header';
import { adminScreen, confirmDelete, expectSavedWith } from '../../../../testing/admin-screen';
import { popular } from '../../../../testing/fixtures';
import { POPULAR_TEXTS } from '../../texts';
import { PopularPage } from '../popular-page';

const { backend, renderPage } = adminScreen('manage-popular', <PopularPage />, {
  path: '/popular',
  body: [popular()],
});

describe('PopularPage', () => {
  it('shows the popular destinations as cards, after the loading text', async () => {
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent(POPULAR_TEXTS.loading);
    const card = (await screen.findByRole('heading', { name: 'Sikkim' })).closest('li')!;
    expect(card).toHaveTextContent('Mountains and monasteries.');
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://img.test/sikkim.jpg');
    expect(within(card as HTMLElement).getByRole('button', { name: 'Edit Sikkim' })).toBeVisible();
    expect(screen.getByRole('button', { name: BACK_TO_DASHBOARD })).toBeInTheDocument();
  });

  it('adds one: every field required, then POST and the banner', async () => {
    backend().on('POST', '/popular', { status: 201, body: popular({ _id: 'p2' }) });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Sikkim' });

    await user.click(screen.getByRole('button', { name: POPULAR_TEXTS.add }));
    await user.click(screen.getByRole('button', { name: POPULAR_TEXTS.submitCreate }));
    for (const text of ['Title', 'Image URL', 'Path', 'Description']) {
      expect(await screen.findByText(`${text} is required.`)).toBeInTheDocument();
    }

    await user.type(screen.getByLabelText('Title'), 'Goa');
    await user.type(screen.getByLabelText('Image URL'), 'https://img.test/goa.jpg');
    await user.type(screen.getByLabelText('Path'), 'goa');
    await user.type(screen.getByLabelText('Description'), 'Beaches.');
    await user.click(screen.getByRole('button', { name: POPULAR_TEXTS.submitCreate }));

    await expectSavedWith(backend, POPULAR_TEXTS.created, {
      method: 'POST',
      body: {
        title: 'Goa',
        src: 'https://img.test/goa.jpg',
        path: 'goa',
        description: 'Beaches.',
      },
    });
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('edits one with PUT, and deletes one after confirmation', async () => {
    backend().on('PUT', '/popular/p1', { body: popular() }).on('DELETE', '/popular/p1', {});
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Sikkim' }));
    expect(screen.getByLabelText('Path')).toHaveValue('sikkim');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Sikkim Hills');
    await user.click(screen.getByRole('button', { name: POPULAR_TEXTS.submitEdit }));
    expect(await screen.findByText(POPULAR_TEXTS.updated)).toBeInTheDocument();
    expect(backend().writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/popular/p1',
      body: { title: 'Sikkim Hills' },
    });

    await confirmDelete(user, 'Delete Sikkim', POPULAR_TEXTS.deleteConfirm);
    expect(await screen.findByText(POPULAR_TEXTS.deleted)).toBeInTheDocument();
    expect(backend().writes()[1]).toMatchObject({ method: 'DELETE', path: '/popular/p1' });
  });
});
