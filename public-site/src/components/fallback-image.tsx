// An <img> of an uploaded picture: a stored media path (/media/...) is resolved against the API's
// origin, and it swaps to a shipped fallback when its address is empty or fails to load, so a
// missing upload never leaves a broken-image icon on a card.
//
// A photo of the library (/media/library/<id>/...) becomes a <picture>: AVIF and WebP <source>s
// and a JPEG <img>, each with the srcset of every variant and the place's `sizes`, so the browser
// fetches the smallest file that fills the box; its width and height come from the id (the box has
// its shape before a byte arrives). The page's largest picture (`priority`) is fetched at once, with
// high priority, and preloaded; the others wait until they near the viewport. Any other address (a
// pasted URL, a shipped SVG) stays a plain <img>.
import { useRuntimeConfig } from '@tours/shared-ui/components';
import {
  mediaSrcSet,
  mediaUrl,
  parseMediaUrl,
  resolveMediaUrl,
  type MediaRef,
} from '@tours/shared-ui/domain';
import { useState, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

import './fallback-image.css';

export interface FallbackImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'loading'
> {
  /** A media path as stored (/media/...) or an absolute URL. */
  src: string | null | undefined;
  fallback: string;
  /** How wide the picture shows at each viewport (a library photo's `sizes`; see image-sizes). */
  sizes?: string;
  /** The page's largest picture: loaded at once with high priority (and preloaded); else lazy. */
  priority?: boolean;
}

/** The formats offered before the JPEG of the <img>, best first. */
const SOURCES = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;

function preloadPhoto(ref: MediaRef, sizes: string | undefined) {
  // The preload names the format the browser takes from the <picture> (the first it supports, AVIF
  // in every current browser): preloading the <img>'s JPEG would fetch the picture twice. A browser
  // without AVIF skips a preload of that type.
  const [best] = SOURCES;
  preload(mediaUrl(ref), {
    as: 'image',
    type: best.type,
    imageSrcSet: mediaSrcSet(ref, best.format),
    imageSizes: sizes,
    fetchPriority: 'high',
  });
}

/** Decoded off the main thread unless told otherwise (every picture of the site is). */
export function FallbackImage({
  src,
  fallback,
  alt = '',
  decoding = 'async',
  sizes,
  priority = false,
  ...rest
}: FallbackImageProps) {
  const { apiBaseUrl } = useRuntimeConfig();
  const wanted = src ? resolveMediaUrl(src, apiBaseUrl) : fallback;
  // Remembers which address failed, so a new src is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? fallback : wanted;
  const photo = shown === fallback ? null : parseMediaUrl(shown);
  const img: ImgHTMLAttributes<HTMLImageElement> = {
    ...rest,
    alt,
    decoding,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : rest.fetchPriority,
    onError: () => {
      if (shown !== fallback) setFailed(wanted);
    },
  };

  if (!photo) return <img {...img} src={shown} />;

  if (priority) preloadPhoto(photo, sizes);
  return (
    <picture className="ps-picture">
      {SOURCES.map(({ format, type }) => (
        <source key={format} type={type} srcSet={mediaSrcSet(photo, format)} sizes={sizes} />
      ))}
      <img
        {...img}
        src={mediaUrl(photo)}
        srcSet={mediaSrcSet(photo, 'jpeg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
      />
    </picture>
  );
}
