// Sets the document title and description meta for the page being shown.
import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
}

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute('name', name);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    if (description) setMeta('description', description);
  }, [title, description]);
}
