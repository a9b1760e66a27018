// True once the element has scrolled into view, so staggered entrance animations play when the
// visitor can see them. Without IntersectionObserver (old browsers, tests) it is true at once.
// Returns a callback ref: the element may appear later than the component (after a fetch).
import { useEffect, useState } from 'react';

export function useInView<T extends Element>(rootMargin = '0px 0px -10% 0px') {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (inView || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, inView, rootMargin]);

  return [setElement, inView] as const;
}
