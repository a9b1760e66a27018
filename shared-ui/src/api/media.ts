// Typed calls of the photo library (issue 15): upload with progress, the list with where each photo
// is used, the alt text, delete (409 with where it is used). On the http instance of
// createApiClient, so they carry its ID token and answer its ApiError.
import type { AxiosInstance } from 'axios';

import type { MediaFormat } from '../domain/media';

export interface MediaVariant {
  width: number;
  format: MediaFormat;
  /** The variant's path below the API's origin (`/media/library/<id>/<width>.<ext>`). */
  url: string;
}

/** One place a photo appears in the content: which item, in which field. */
export interface MediaUsage {
  /** The kind of item: 'destination', 'popular', 'testimonial', 'blog'. */
  type: string;
  id: string;
  /** The item's name or title, as the admin knows it. */
  name: string;
  /** The content field holding the photo: 'image', 'siteImages', 'gallery', ... */
  field: string;
}

export interface MediaItem {
  id: string;
  width: number;
  height: number;
  alt: string;
  variants: MediaVariant[];
  /** Where the content uses the photo (the library list only). */
  usedIn?: MediaUsage[];
  createdAt?: string;
}

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
      const response = await http.post<MediaItem>('/media', form, {
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
      (await http.patch<MediaItem>(`/media/${encodeURIComponent(id)}`, { alt })).data,
    remove: async (id: string) => {
      await http.delete(`/media/${encodeURIComponent(id)}`);
    },
  };
}

export type MediaApi = ReturnType<typeof createMediaApi>;
