// Search and social metadata beyond the title and description (which usePageMeta sets): meta tags
// by name or property, a canonical link and JSON-LD structured data. A page's tags are set while
// it is shown; on leaving, tags it created are removed and values it overwrote are put back.
import { useEffect } from 'react';

export interface HeadTags {
  /** meta[name=...], e.g. robots, keywords, twitter:card. Empty values are skipped. */
  names?: Record<string, string | undefined>;
  /** meta[property=...], e.g. og:title. Empty values are skipped. */
  properties?: Record<string, string | undefined>;
  canonical?: string;
  /** Structured data, written as a <script type="application/ld+json">. */
  jsonLd?: object;
}

type Undo = () => void;

function setAttributeTag(
  tag: 'meta' | 'link',
  key: 'name' | 'property' | 'rel',
  keyValue: string,
  valueAttribute: 'content' | 'href',
  value: string,
): Undo {
  const existing = Array.from(document.head.querySelectorAll<HTMLElement>(tag)).find(
    (element) => element.getAttribute(key) === keyValue,
  );
  if (existing) {
    const previous = existing.getAttribute(valueAttribute);
    existing.setAttribute(valueAttribute, value);
    return () => {
      if (previous === null) existing.removeAttribute(valueAttribute);
      else existing.setAttribute(valueAttribute, previous);
    };
  }
  const element = document.createElement(tag);
  element.setAttribute(key, keyValue);
  element.setAttribute(valueAttribute, value);
  document.head.appendChild(element);
  return () => element.remove();
}

/** Applies the tags now and returns how to undo them. */
export function applyHeadTags({ names = {}, properties = {}, canonical, jsonLd }: HeadTags): Undo {
  const undo: Undo[] = [];
  for (const [name, content] of Object.entries(names)) {
    if (content) undo.push(setAttributeTag('meta', 'name', name, 'content', content));
  }
  for (const [property, content] of Object.entries(properties)) {
    if (content) undo.push(setAttributeTag('meta', 'property', property, 'content', content));
  }
  if (canonical) undo.push(setAttributeTag('link', 'rel', 'canonical', 'href', canonical));
  if (jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // "<" escaped so that no text in the data can close the script element.
    script.textContent = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
    document.head.appendChild(script);
    undo.push(() => script.remove());
  }
  return () => undo.reverse().forEach((step) => step());
}

export function useHeadTags(tags: HeadTags): void {
  // The tags are compared by value: a new object with the same content does not rewrite the head.
  const key = JSON.stringify(tags);
  useEffect(() => applyHeadTags(JSON.parse(key) as HeadTags), [key]);
}
