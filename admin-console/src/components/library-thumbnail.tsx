// A library photo's thumbnail (issue 15), `width` wide at the photo's proportions, at most
// `maxHeight` high. Decorative: what shows it names the photo in text beside it.
import { useRuntimeConfig } from '@tours/shared-ui/components';

import { libraryThumbnail } from '../lib/media/library';
import type { MediaEntry } from '../lib/media/slice/types';

interface ThumbnailProps {
  photo: MediaEntry;
  width: number;
  maxHeight: number;
  /** A block of its own (a table cell), not inline beside text. */
  block?: boolean;
}

export function LibraryThumbnail({ photo, width, maxHeight, block = false }: ThumbnailProps) {
  const { apiBaseUrl } = useRuntimeConfig();
  return (
    <img
      src={libraryThumbnail(photo.id, apiBaseUrl)}
      alt=""
      width={width}
      height={Math.round((width * photo.height) / photo.width)}
      loading="lazy"
      style={{
        objectFit: 'cover',
        borderRadius: 4,
        maxHeight,
        display: block ? 'block' : undefined,
      }}
    />
  );
}
