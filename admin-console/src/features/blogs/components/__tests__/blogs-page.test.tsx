import { screen, waitFor, within } from '@testing-library/react';

import { adminScreen, confirmDelete, expectSavedWith } from '../../../../testing/admin-screen';
import { blog } from '../../../../testing/fixtures';
import { BLOGS_TEXTS, REQUIRED_FIELDS_MESSAGE, statusSwitchLabel } from '../../texts';
import { BlogsPage } from '../blogs-page';

const draft = blog({ _id: 'g2', title: 'Tea Trails', category: '', status: 'Draft' });
const { backend, renderPage } = adminScreen('manage-blogs', <BlogsPage />, {
  path: '/blogs',
  body: { blogs: [blog(), draft] },
});

describe('BlogsPage', () => {
  it('lists the blogs with title, author, category and a Draft/Published switch', async () => {
    renderPage();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Author', 'Category', 'Status', 'Edit', 'Delete']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['Monsoon in the Dooars', 'Anita', 'Nature']);
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent('Uncategorized');
    expect(
      screen.getByRole('switch', { name: statusSwitchLabel('Monsoon in the Dooars') }),
    ).toBeChecked();
    expect(screen.getByRole('switch', { name: statusSwitchLabel('Tea Trails') })).not.toBeChecked();
  });

  it("shows 'No blogs found.', and 'Failed to fetch blogs. Please try again.' on failure", async () => {
    backend().on('GET', '/blogs', { body: { blogs: [] } });
    const { unmount } = renderPage();
    expect(await screen.findByText(BLOGS_TEXTS.empty)).toBeInTheDocument();
    unmount();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend().on('GET', '/blogs', { body: 'not an object' });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOGS_TEXTS.fetchFailed);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('publishes a draft with its switch (PATCH {status})', async () => {
    backend().on('PATCH', '/blogs/g2', { body: { ...draft, status: 'Published' } });
    const { user } = renderPage();

    const toggle = await screen.findByRole('switch', { name: statusSwitchLabel('Tea Trails') });
    await user.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(backend().writes()).toMatchObject([
      { method: 'PATCH', path: '/blogs/g2', body: { status: 'Published' } },
    ]);
  });

  it('writes a new blog: required fields, slug, lists, category, rich text', async () => {
    backend().on('POST', '/blogs', { status: 201, body: blog({ _id: 'g3' }) });
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: BLOGS_TEXTS.add }));
    await user.click(screen.getByRole('button', { name: BLOGS_TEXTS.submitCreate }));
    expect(await screen.findAllByText(REQUIRED_FIELDS_MESSAGE)).toHaveLength(3);
    expect(screen.getByText('Main content is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Hills in Winter');
    await user.type(screen.getByLabelText('Slug'), ' Hills In Winter ');
    await user.type(screen.getByLabelText('Author'), 'Ravi');
    const category = screen.getByRole('combobox', { name: 'Category' });
    await user.type(category, 'na');
    // The existing categories are offered; a new one can be typed instead.
    expect(await screen.findByRole('option', { name: 'Nature' })).toBeInTheDocument();
    await user.clear(category);
    await user.type(category, 'Mountains');
    await user.type(screen.getByLabelText('Tags'), 'snow, ,hills');
    await user.type(screen.getByLabelText('Introduction'), 'Cold and clear.');
    await user.click(screen.getByRole('textbox', { name: 'Main content' }));
    await user.keyboard('Snow on the peaks.');
    await user.click(screen.getByRole('button', { name: 'Add gallery image' }));
    await user.click(screen.getByRole('button', { name: 'Add gallery image' }));
    await user.type(screen.getByLabelText('Gallery image URL 2'), 'https://img.test/snow.jpg');
    await user.click(screen.getByRole('radio', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: BLOGS_TEXTS.submitCreate }));

    await expectSavedWith(backend, BLOGS_TEXTS.created, {
      method: 'POST',
      path: '/blogs',
      body: expect.objectContaining({
        title: 'Hills in Winter',
        slug: 'hills-in-winter',
        author: 'Ravi',
        category: 'Mountains',
        tags: ['snow', 'hills'],
        mainContent: expect.stringContaining('Snow on the peaks.'),
        gallery: ['https://img.test/snow.jpg'],
        metaKeywords: [],
        status: 'Published',
        publishedDate: null,
      }),
    });
  });

  it('edits a blog with PUT, and reports a failed delete', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend().on('PUT', '/blogs/g1', { body: blog() }).on('DELETE', '/blogs/g2', { status: 500 });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Monsoon in the Dooars' }));
    expect(screen.getByLabelText('Tags')).toHaveValue('monsoon, forest');
    expect(screen.getByRole('textbox', { name: 'Main content' }).innerHTML).toBe(
      '<p>The Dooars in the rain.</p>',
    );
    await user.click(screen.getByRole('button', { name: BLOGS_TEXTS.submitEdit }));
    expect(await screen.findByText(BLOGS_TEXTS.updated)).toBeInTheDocument();
    expect(backend().writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/blogs/g1',
      body: { tags: ['monsoon', 'forest'], slug: 'monsoon-in-the-dooars' },
    });

    await confirmDelete(user, 'Delete Tea Trails', BLOGS_TEXTS.deleteConfirm);
    expect(await screen.findByText(BLOGS_TEXTS.deleteFailed)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Tea Trails' })).toBeInTheDocument();
  });
});
