// True once the element has scrolled into view, so staggered entrance animations play when the
// visitor can see them. Without IntersectionObserver (old browsers, tests) it is true at once.
// Returns a callback ref: the element may appear later than the component (after a fetch).
// A page the server rendered shows its lists at once (no observer on a server): the browser that
// hydrates it starts the same way, so its first render matches the server's HTML.
import { useContext, useEffect, useState } from 'react';

import { SsrContext } from './ssr-context';

export function useInView<T extends Element>(rootMargin = '0px 0px -10% 0px') {
  const [element, setElement] = useState<T | null>(null);
  const serverRendered = useContext(SsrContext).origin !== null;
  const [inView, setInView] = useState(
    () => serverRendered || typeof IntersectionObserver === 'undefined',
  );

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
