// Motion: the visitor's "reduce motion" setting in code paths CSS cannot reach (smooth
// scrolling), and the delays of staggered entrances.
import type { CSSProperties } from 'react';

export function prefersReducedMotion(): boolean {
  // No window on a server render: no preference known there.
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The entrance delay of the index-th item of a staggered list (components/reveal.css). A CSS
 * custom property rather than an inline animation-delay: the stylesheet applies it.
 */
export function revealDelay(index: number, staggerSeconds: number): CSSProperties {
  return {
    '--ps-reveal-delay': `${Number((index * staggerSeconds).toFixed(2))}s`,
  } as CSSProperties;
}
