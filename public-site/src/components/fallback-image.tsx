// An <img> that swaps to a shipped fallback when its address is empty or fails to load, so a
// missing upload never leaves a broken-image icon on a card.
import { useState, type ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  fallback: string;
}

export function FallbackImage({ src, fallback, alt = '', ...rest }: FallbackImageProps) {
  const wanted = src || fallback;
  // Remembers which address failed, so a new src is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? fallback : wanted;
  return (
    <img
      {...rest}
      alt={alt}
      src={shown}
      onError={() => {
        if (shown !== fallback) setFailed(wanted);
      }}
    />
  );
}
