// An <img> of an uploaded picture: a stored media path (/media/...) is resolved against the API's
// origin, and it swaps to a shipped fallback when its address is empty or fails to load, so a
// missing upload never leaves a broken-image icon on a card.
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { resolveMediaUrl } from '@tours/shared-ui/domain';
import { useState, type ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** A media path as stored (/media/...) or an absolute URL. */
  src: string | null | undefined;
  fallback: string;
}

/** Decoded off the main thread unless told otherwise (every picture of the site is). */
export function FallbackImage({
  src,
  fallback,
  alt = '',
  decoding = 'async',
  ...rest
}: FallbackImageProps) {
  const { apiBaseUrl } = useRuntimeConfig();
  const wanted = src ? resolveMediaUrl(src, apiBaseUrl) : fallback;
  // Remembers which address failed, so a new src is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? fallback : wanted;
  return (
    <img
      {...rest}
      alt={alt}
      decoding={decoding}
      src={shown}
      onError={() => {
        if (shown !== fallback) setFailed(wanted);
      }}
    />
  );
}
