// Honours the visitor's "reduce motion" setting in code paths CSS cannot reach (smooth scrolling).
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
