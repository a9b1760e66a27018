// A card of a list (blogs, destinations, popular destinations): an <li> holding an <article> with
// its picture on top (lazy unless it is the first in view, a third of the page wide at most; the placeholder when the picture is missing or fails) and
// its body. The classes add a list's own look to the shared ps-card ones (card-grid.css).
import type { ReactNode } from 'react';

import placeholderUrl from '../assets/placeholder.svg';
import { IMAGE_SIZES } from '../lib/image-sizes';
import { FallbackImage } from './fallback-image';
import './card-grid.css';

export interface ImageCardProps {
  /** A media path as stored (/media/...) or an absolute URL. */
  image: string | null | undefined;
  imageHeight: number;
  /** Extra classes of the <li>, the <article>, the picture and the body. */
  classNames: { item: string; card?: string; image?: string; body?: string };
  children: ReactNode;
  /** The list's first card, in view when the page opens: its picture is the page's largest. */
  priority?: boolean;
}

const withClass = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export function ImageCard({
  image,
  imageHeight,
  classNames,
  children,
  priority = false,
}: ImageCardProps) {
  return (
    <li className={classNames.item}>
      <article className={withClass('ps-card', classNames.card)}>
        <FallbackImage
          className={withClass('ps-card__image', classNames.image)}
          src={image}
          fallback={placeholderUrl}
          width={400}
          height={imageHeight}
          sizes={IMAGE_SIZES.card}
          priority={priority}
        />
        <div className={withClass('ps-card__body', classNames.body)}>{children}</div>
      </article>
    </li>
  );
}
