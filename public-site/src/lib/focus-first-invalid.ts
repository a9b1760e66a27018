// After a failed submit, focus moves to the first field marked invalid, so keyboard and screen
// reader users land on the message they need to act on.
import { useEffect, useRef, useState } from 'react';

export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const containerRef = useRef<T>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return;
    containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);

  /** Call after setting the errors of a failed submit. */
  const focusFirstInvalid = () => setRequest((count) => count + 1);
  return [containerRef, focusFirstInvalid] as const;
}
