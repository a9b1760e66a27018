import { screen, waitFor, within } from '@testing-library/react';

import { CONFIRM_DELETE } from '../../../../components/use-confirm-delete';
import { MEDIA_TEXTS } from '../../../../lib/media/library';
import { adminScreen } from '../../../../testing/admin-screen';
import { mediaPhoto } from '../../../../testing/fixtures';
import { MEDIA_DELETE_CONFIRM, MEDIA_LOADING, NOT_USED } from '../../texts';
import { MediaPage } from '../media-page';

const used = mediaPhoto({
  id: 'aaaaaaaaaaaaaaaa-1600x1067',
  width: 1600,
  height: 1067,
  alt: 'Hotel lobby',
  usedIn: [
    { entity: 'destination', id: 'd1', label: 'Darjeeling', field: 'hotelImages' },
    { entity: 'blog', id: 'b1', label: 'Tiger Hill', field: 'gallery' },
  ],
});
const unused = mediaPhoto();

const { backend, renderPage } = adminScreen('media', <MediaPage />, {
  path: '/media',
  body: [used, unused],
});

const rowOf = (name: string) =>
  screen.getByRole('button', { name: `Delete photo ${name}` }).closest('tr') as HTMLElement;

describe('MediaPage', () => {
  it('lists the photos: 320 px thumbnail, size, alt text and where each is used', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(MEDIA_LOADING);

    expect(await screen.findByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
    const row = rowOf('Hotel lobby');
    expect(row.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/media/library/aaaaaaaaaaaaaaaa-1600x1067/320.jpg',
    );
    expect(row).toHaveTextContent('1600 × 1067 px');
    expect(within(row).getByRole('textbox', { name: 'Alt text of Hotel lobby' })).toHaveValue(
      'Hotel lobby',
    );
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Destination “Darjeeling” (hotel images)', 'Blog “Tiger Hill” (gallery)']);
    expect(rowOf('Tiger Hill at dawn')).toHaveTextContent(NOT_USED);
  });

  it('saves a changed alt text with PATCH', async () => {
    backend().on('PATCH', `/media/${unused.id}`, { body: { ...unused, alt: 'Sunrise' } });
    const { user } = renderPage();
    const input = await screen.findByRole('textbox', { name: 'Alt text of Tiger Hill at dawn' });
    const save = screen.getByRole('button', { name: 'Save alt text of Tiger Hill at dawn' });
    expect(save).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'Sunrise');
    await user.click(save);

    expect(await screen.findByText(MEDIA_TEXTS.altSaved)).toBeInTheDocument();
    expect(backend().writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: `/media/${unused.id}`,
        body: { alt: 'Sunrise' },
      }),
    ]);
    expect(screen.getByRole('textbox', { name: 'Alt text of Sunrise' })).toHaveValue('Sunrise');
  });

  it('deletes an unused photo after confirmation', async () => {
    backend().on('DELETE', `/media/${unused.id}`, { status: 204 });
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete photo Tiger Hill at dawn' }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(MEDIA_DELETE_CONFIRM);
    backend().on('GET', '/media', { body: [used] });
    await user.click(screen.getByRole('button', { name: CONFIRM_DELETE }));

    expect(await screen.findByText(MEDIA_TEXTS.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Delete photo Tiger Hill at dawn' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('tells where a photo is used when the API refuses to delete it (409)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend().on('DELETE', `/media/${used.id}`, {
      status: 409,
      body: { message: 'The photo is in use.', usedIn: used.usedIn },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete photo Hotel lobby' }));
    await user.click(await screen.findByRole('button', { name: CONFIRM_DELETE }));

    expect(
      await screen.findByText(
        `${MEDIA_TEXTS.inUse} Destination “Darjeeling” (hotel images); Blog “Tiger Hill” (gallery).`,
      ),
    ).toBeInTheDocument();
    expect(rowOf('Hotel lobby')).toBeInTheDocument();
  });

  it('uploads several photos at once with their alt text, then lists them', async () => {
    const added = mediaPhoto({ id: 'bbbbbbbbbbbbbbbb-2000x1500', alt: 'Lake' });
    backend().on('POST', '/media', { status: 201, body: added });
    const { user } = renderPage();
    await screen.findByRole('button', { name: 'Delete photo Hotel lobby' });
    backend().on('GET', '/media', { body: [used, unused, added] });

    await user.type(screen.getByLabelText('Alt text of the uploaded photos'), 'Lake');
    const files = ['lake-1.jpg', 'lake-2.jpg'].map(
      (name) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' }),
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, files);

    await screen.findByRole('button', { name: 'Delete photo Lake' });
    const uploads = backend().writes();
    expect(uploads).toHaveLength(2);
    for (const [index, upload] of uploads.entries()) {
      const body = upload.body as FormData;
      expect(upload.path).toBe('/media');
      expect(body.get('alt')).toBe('Lake');
      expect((body.get('file') as File).name).toBe(files[index]!.name);
    }
  });
});
