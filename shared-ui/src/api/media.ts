// Typed calls of the photo library (issue 15): upload with progress, the list with where each photo
// is used, the alt text, delete (409 with where it is used). On the http instance of
// createApiClient, so they carry its ID token and answer its ApiError. The answers' types are the
// domain's (MediaUpload, MediaItem, MediaInUse); the list comes back unchecked, for the caller to
// check it is an array.
import type { AxiosInstance } from 'axios';

import type { MediaUpload } from '../domain/media';

export interface MediaUploadRequest {
  file: Blob;
  /** The file name the browser gave the file (the API reads the type from the bytes). */
  fileName?: string;
  alt?: string;
  /** Called as the bytes go out, with the share sent from 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export function createMediaApi(http: AxiosInstance) {
  return {
    upload: async ({ file, fileName, alt, onProgress, signal }: MediaUploadRequest) => {
      const form = new FormData();
      // The alt text goes first: a multipart reader meets the fields before the file.
      if (alt?.trim()) form.append('alt', alt.trim());
      form.append('file', file, fileName ?? (file instanceof File ? file.name : 'photo'));
      const response = await http.post<MediaUpload>('/media', form, {
        signal,
        // Large phone photos take longer than the client's default timeout on a slow line.
        timeout: 0,
        onUploadProgress: (event) => {
          if (onProgress && event.total) {
            onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
          }
        },
      });
      return response.data;
    },
    list: async (): Promise<unknown> => (await http.get('/media')).data,
    setAlt: async (id: string, alt: string) =>
      (await http.patch<MediaUpload>(`/media/${encodeURIComponent(id)}`, { alt })).data,
    remove: async (id: string) => {
      await http.delete(`/media/${encodeURIComponent(id)}`);
    },
  };
}

export type MediaApi = ReturnType<typeof createMediaApi>;
