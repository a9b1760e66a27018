import { act, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { AxiosAdapter, AxiosProgressEvent } from 'axios';

import {
  axiosAnswer,
  createFakeBackend,
  deferred,
  installFakeBackend,
  type FakeBackend,
} from '../../testing/fake-api';
import { ADMIN_ACCOUNT, installFakeFirebase } from '../../testing/fake-firebase';
import { mediaPhoto } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ImageField, ImageListField } from '../image-field';
import { MEDIA_FIELD_TEXTS } from '../media-texts';

const lake = mediaPhoto({
  id: 'bbbbbbbbbbbbbbbb-2000x1500',
  width: 2000,
  height: 1500,
  alt: 'Lake',
});
const hills = mediaPhoto({
  id: 'cccccccccccccccc-1200x800',
  width: 1200,
  height: 800,
  alt: 'Hills',
});
const path = (id: string, width: number) => `/media/library/${id}/${width}.jpg`;

function jpeg(name: string) {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
}

function renderForm(initial: { cover?: string; gallery?: string[] } = {}) {
  const submitted = jest.fn();
  const view = renderWithProviders(
    <Form
      layout="vertical"
      initialValues={{ cover: '', gallery: [], ...initial }}
      onFinish={submitted}
    >
      <Form.Item label="Cover image URL" name="cover">
        <ImageField purpose="Cover image URL" />
      </Form.Item>
      <ImageListField
        name="gallery"
        legend="Gallery"
        itemLabel="Gallery image URL"
        addLabel="Add gallery image"
      />
      <Button htmlType="submit">Save</Button>
    </Form>,
  );
  return { ...view, submitted };
}

let backend: FakeBackend;
beforeEach(() => {
  installFakeFirebase({ signedInAs: ADMIN_ACCOUNT });
  backend = installFakeBackend();
  backend.on('GET', '/media', { body: [lake, hills] });
});

describe('ImageField', () => {
  it('still takes a pasted https address, and shows it small', async () => {
    const { user, submitted } = renderForm();
    const input = screen.getByLabelText('Cover image URL');
    await user.type(input, 'https://img.test/cover.jpg');
    expect(document.querySelector('img[src="https://img.test/cover.jpg"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ cover: 'https://img.test/cover.jpg', gallery: [] }),
    );
  });

  it('shows no picture for an address it may not store', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Cover image URL'), 'javascript:alert(1)');
    expect(document.querySelector('img')).toBeNull();
  });

  it('uploads a photo with a progress bar, then holds its library address and thumbnail', async () => {
    const answer = deferred();
    const fake = createFakeBackend();
    const progressed = deferred<void>();
    const adapter: AxiosAdapter = async (config) => {
      if (config.method === 'post') {
        config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40 } as AxiosProgressEvent);
        progressed.resolve();
        await answer.promise;
        return axiosAnswer(config, 201, lake);
      }
      return fake.adapter(config);
    };
    installFakeBackend({ ...fake, adapter });
    const { user, submitted } = renderForm();

    await user.type(screen.getByLabelText(MEDIA_FIELD_TEXTS.uploadAlt), 'Lake');
    const [coverUpload] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(coverUpload).not.toHaveAttribute('multiple');
    await user.upload(coverUpload!, jpeg('lake.jpg'));
    await act(() => progressed.promise);

    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    await act(async () => answer.resolve({}));

    const input = screen.getByLabelText('Cover image URL');
    await waitFor(() => expect(input).toHaveValue(path(lake.id, 1920)));
    expect(
      document.querySelector(`img[src="http://api.test${path(lake.id, 320)}"]`),
    ).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ cover: path(lake.id, 1920), gallery: [] }),
    );
  });

  it('shows the API’s reason when it refuses a file', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.on('POST', '/media', {
      status: 415,
      body: { message: 'Only JPEG, PNG, WebP, AVIF or HEIC photos can be uploaded.' },
    });
    const { user } = renderForm();
    const [coverUpload] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(coverUpload!, jpeg('notes.jpg'));
    expect(
      await screen.findByText('Only JPEG, PNG, WebP, AVIF or HEIC photos can be uploaded.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Cover image URL')).toHaveValue('');
  });

  it('chooses a library photo with the keyboard; the focus goes back to the button', async () => {
    const { user } = renderForm();
    const open = screen.getByRole('button', {
      name: MEDIA_FIELD_TEXTS.chooseFromLibrary,
      description: 'Cover image URL',
    });
    open.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: MEDIA_FIELD_TEXTS.pickerTitle });
    const first = await within(dialog).findByRole('radio', { name: /Lake/ });
    await waitFor(() => expect(first).toHaveFocus());
    const use = within(dialog).getByRole('button', { name: MEDIA_FIELD_TEXTS.useOne });
    expect(use).toBeDisabled();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(use).toBeEnabled();
    use.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Cover image URL')).toHaveValue(path(lake.id, 1920));
    await waitFor(() => expect(open).toHaveFocus());
  });
});

describe('ImageListField', () => {
  it('adds an entry per uploaded photo, several at once', async () => {
    const answers = [lake, hills];
    backend.on('POST', '/media', () => ({ status: 201, body: answers.shift() }));
    const { user, submitted } = renderForm({ gallery: ['https://img.test/old.jpg'] });
    const gallery = screen.getByRole('group', { name: 'Gallery' });
    const upload = gallery.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(upload).toHaveAttribute('multiple');
    await user.upload(upload, [jpeg('a.jpg'), jpeg('b.jpg')]);

    await waitFor(() =>
      expect(within(gallery).getByLabelText('Gallery image URL 3')).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0].gallery).toEqual(
      expect.arrayContaining([
        'https://img.test/old.jpg',
        path(lake.id, 1920),
        path(hills.id, 1200),
      ]),
    );
  });

  it('adds the photos chosen in the library', async () => {
    const { user, submitted } = renderForm();
    await user.click(
      screen.getByRole('button', {
        name: MEDIA_FIELD_TEXTS.chooseFromLibrary,
        description: 'Gallery',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: MEDIA_FIELD_TEXTS.pickerTitle });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Lake/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Hills/ }));
    await user.click(within(dialog).getByRole('button', { name: MEDIA_FIELD_TEXTS.useMany }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({
        cover: '',
        gallery: [path(lake.id, 1920), path(hills.id, 1200)],
      }),
    );
  });
});
