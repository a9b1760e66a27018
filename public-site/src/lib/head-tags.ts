// Search and social metadata beyond the title and description (which usePageMeta sets): meta tags
// by name or property, a canonical link and JSON-LD structured data. One description of a page's
// head (PageHead) is written two ways: as HTML by the server render (headHtml, in the first bytes of
// the page), and into the document by the browser (applyHeadTags): a page's tags are set while it
// is shown; on leaving, tags it created are removed and values it overwrote are put back.
import { useEffect } from 'react';

export interface HeadTags {
  /** meta[name=...], e.g. robots, keywords, twitter:card. Empty values are skipped. */
  names?: Record<string, string | undefined>;
  /** meta[property=...], e.g. og:title. Empty values are skipped. */
  properties?: Record<string, string | undefined>;
  canonical?: string;
  /** The page in each language (hreflang en, bn, hi, x-default), absolute addresses. */
  alternates?: Array<{ hreflang: string; href: string }>;
  /** Structured data, written as a <script type="application/ld+json">. */
  jsonLd?: object;
}

/** Everything a page puts in the head. */
export interface PageHead extends HeadTags {
  title: string;
  description: string;
}

/** Marks the tags a server render wrote; the browser replaces them with its own on first apply. */
export const SERVER_HEAD_ATTRIBUTE = 'data-page-head';

type Undo = () => void;

/** JSON that cannot end the <script> element it sits in (`<`, U+2028 and U+2029 escaped). */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the server render: title, description, then the tags applyHeadTags sets. */
export function headHtml({
  title,
  description,
  names = {},
  properties = {},
  canonical,
  alternates = [],
  jsonLd,
}: PageHead) {
  const mark = SERVER_HEAD_ATTRIBUTE;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
  ];
  for (const [name, content] of Object.entries(names)) {
    if (content)
      tags.push(`<meta ${mark} name="${escapeHtml(name)}" content="${escapeHtml(content)}">`);
  }
  for (const [property, content] of Object.entries(properties)) {
    if (content) {
      tags.push(
        `<meta ${mark} property="${escapeHtml(property)}" content="${escapeHtml(content)}">`,
      );
    }
  }
  if (canonical) tags.push(`<link ${mark} rel="canonical" href="${escapeHtml(canonical)}">`);
  for (const { hreflang, href } of alternates) {
    tags.push(
      `<link ${mark} rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    );
  }
  if (jsonLd)
    tags.push(`<script ${mark} type="application/ld+json">${inlineJson(jsonLd)}</script>`);
  return tags.join('');
}

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
export function applyHeadTags({
  names = {},
  properties = {},
  canonical,
  alternates = [],
  jsonLd,
}: HeadTags): Undo {
  // The server's tags of the first page (headHtml) give way to the ones managed here.
  document.head
    .querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)
    .forEach((element) => element.remove());
  const undo: Undo[] = [];
  for (const [name, content] of Object.entries(names)) {
    if (content) undo.push(setAttributeTag('meta', 'name', name, 'content', content));
  }
  for (const [property, content] of Object.entries(properties)) {
    if (content) undo.push(setAttributeTag('meta', 'property', property, 'content', content));
  }
  if (canonical) undo.push(setAttributeTag('link', 'rel', 'canonical', 'href', canonical));
  for (const { hreflang, href } of alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    document.head.appendChild(link);
    undo.push(() => link.remove());
  }
  if (jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // "<" escaped so that no text in the data can close the script element.
    script.textContent = inlineJson(jsonLd);
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
