// The photo library's texts and addresses (issue 15): how a use of a photo is named, why a delete
// failed, the stored address and the thumbnails of a photo. Its state is ./slice, shared by the
// image fields of every form (components/image-field.tsx) and the /admin/media page.
import { ApiError, serverMessage } from '@tours/shared-ui/api';
import {
  type MediaItem,
  type MediaUsage,
  MEDIA_LIBRARY_PREFIX,
  mediaUrl,
  mediaVariantUrl,
  mediaVariantWidths,
  parseMediaId,
  parseMediaUrl,
  resolveMediaUrl,
} from '@tours/shared-ui/domain';

import { parseArray } from '../manage-resource-saga';
import type { MediaEntry } from './slice/types';

export const MEDIA_TEXTS = {
  fetchFailed: 'Failed to fetch the photo library.',
  deleted: 'Photo deleted.',
  deleteFailed: 'Failed to delete the photo.',
  inUse: 'This photo is still used, so it was not deleted. Remove it from:',
  altSaved: 'Alt text saved.',
  altFailed: 'Failed to save the alt text.',
  uploadFailed: 'Failed to upload the photo.',
  notByForm: 'Photos are added by upload.',
} as const;

/** How the admin names the items and fields that use a photo. */
const USAGE_TYPES: Record<string, string> = {
  destination: 'Destination',
  popular: 'Popular destination',
  testimonial: 'Testimonial',
  blog: 'Blog',
};
const USAGE_FIELDS: Record<string, string> = {
  image: 'cover image',
  siteImages: 'site images',
  hotelImages: 'hotel images',
  src: 'image',
  coverImage: 'cover image',
  gallery: 'gallery',
  mainContent: 'main content',
};

/** One place a photo is used, e.g. 'Destination “Darjeeling” (hotel images)'. */
export function usageText({ entity, label, field }: MediaUsage): string {
  const kind = USAGE_TYPES[entity] ?? entity;
  return `${kind} “${label}” (${USAGE_FIELDS[field] ?? field})`;
}

/** Why a delete failed: for a photo in use (409), where it is used. */
export function deleteFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status !== 409) return MEDIA_TEXTS.deleteFailed;
  const usedIn = (error.body as { usedIn?: unknown } | null)?.usedIn;
  if (!Array.isArray(usedIn) || usedIn.length === 0) {
    return serverMessage(error) ?? MEDIA_TEXTS.deleteFailed;
  }
  return `${MEDIA_TEXTS.inUse} ${(usedIn as MediaUsage[]).map(usageText).join('; ')}.`;
}

/** The library list (an array of photos), each keyed by its id. */
export function parseMediaList(data: unknown): MediaEntry[] {
  return parseArray<MediaItem>(data).map((item) => ({ ...item, _id: item.id }));
}

/** The address the content stores for a library photo: its largest JPEG, below /media/library/. */
export function storedAddress(id: string): string {
  const ref = parseMediaId(id);
  if (!ref) throw new Error(`Not a library photo id: ${id}`);
  return mediaUrl(ref);
}

/**
 * A small picture of a stored image address for the admin's previews: a library photo's smallest
 * JPEG at least `width` px wide (320 by default), or the address itself (a pasted URL), resolved
 * against the API.
 */
export function thumbnailUrl(address: string, apiBaseUrl: string, width = 320): string {
  const resolved = resolveMediaUrl(address.trim(), apiBaseUrl);
  const ref = parseMediaUrl(resolved);
  if (!ref) return resolved;
  const widths = mediaVariantWidths(ref.width);
  const chosen = widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1];
  return mediaVariantUrl(ref, chosen ?? ref.width, 'jpeg');
}

/** The thumbnail of a photo of the list. */
export function libraryThumbnail(id: string, apiBaseUrl: string): string {
  return thumbnailUrl(`${MEDIA_LIBRARY_PREFIX}${id}/`, apiBaseUrl);
}
