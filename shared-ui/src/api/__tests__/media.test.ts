import type { AxiosProgressEvent, InternalAxiosRequestConfig } from 'axios';

import { apiErrorOf, stubNetwork } from '../../testing/stub-network';
import { createApiClient } from '../index';

const photo = {
  id: '0123456789abcdef-2400x1600',
  width: 2400,
  height: 1600,
  alt: 'Tiger Hill at dawn',
  variants: [
    { width: 320, format: 'jpeg', url: '/media/library/0123456789abcdef-2400x1600/320.jpg' },
  ],
};

describe('media api', () => {
  it('uploads the file as multipart with the alt text and the admin token', async () => {
    const client = createApiClient({ baseURL: 'http://api.test/api', getIdToken: async () => 't' });
    const seen = stubNetwork(client, [{ status: 201, data: photo }]);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'tiger-hill.jpg');

    await expect(client.media.upload({ file, alt: '  Tiger Hill at dawn ' })).resolves.toEqual(
      photo,
    );
    expect(seen[0]).toMatchObject({ method: 'post', url: '/media', authorization: 'Bearer t' });
    const body = seen[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('alt')).toBe('Tiger Hill at dawn');
    expect((body.get('file') as File).name).toBe('tiger-hill.jpg');
  });

  it('leaves an empty alt text out', async () => {
    const client = createApiClient({ baseURL: 'http://api.test/api' });
    const seen = stubNetwork(client, [{ status: 201, data: photo }]);
    await client.media.upload({ file: new Blob(['x']), fileName: 'a.png', alt: '   ' });
    expect((seen[0]?.body as FormData).has('alt')).toBe(false);
  });

  it('reports the upload progress in percent', async () => {
    const client = createApiClient({ baseURL: 'http://api.test/api' });
    client.http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      for (const loaded of [25, 100]) {
        config.onUploadProgress?.({ loaded, total: 100, bytes: 25 } as AxiosProgressEvent);
      }
      return { data: photo, status: 201, statusText: '201', headers: {}, config };
    };
    const progress: number[] = [];
    await client.media.upload({ file: new Blob(['x']), onProgress: (p) => progress.push(p) });
    expect(progress).toEqual([25, 100]);
  });

  it('lists, changes the alt text and deletes by id', async () => {
    const client = createApiClient({ baseURL: 'http://api.test/api' });
    const seen = stubNetwork(client, [
      { status: 200, data: [photo] },
      { status: 200, data: { ...photo, alt: 'New' } },
      { status: 204, data: '' },
    ]);
    await expect(client.media.list()).resolves.toEqual([photo]);
    await client.media.setAlt(photo.id, 'New');
    await client.media.remove(photo.id);
    expect(seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['get', '/media', undefined],
      ['patch', `/media/${photo.id}`, { alt: 'New' }],
      ['delete', `/media/${photo.id}`, undefined],
    ]);
  });

  it('answers a refused delete with the server text and where the photo is used', async () => {
    const client = createApiClient({ baseURL: 'http://api.test/api' });
    const usedIn = [{ entity: 'destination', id: 'd1', label: 'Darjeeling', field: 'image' }];
    stubNetwork(client, [{ status: 409, data: { message: 'The photo is in use.', usedIn } }]);
    const error = await apiErrorOf(client.media.remove(photo.id));
    expect(error).toMatchObject({ status: 409, message: 'The photo is in use.', body: { usedIn } });
  });
});
