// An allow-list HTML sanitiser for blog content. The API sanitises stored HTML already; the browser
// does it again before rendering, so a bad row or a compromised API cannot run script on the site.
// The HTML is parsed with DOMParser into an inert document (nothing in it runs or loads) and
// rebuilt element by element: allowed elements with allowed attributes are copied, unknown
// elements are unwrapped (their text stays), dangerous ones are dropped with their content. A server
// render has no DOMParser: it provides a spec-conformant one (server/html-parser.ts, parse5), so
// both sides clean the same tree the same way.

/** Elements kept, with the attributes each may carry. */
const ALLOWED: Record<string, readonly string[]> = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  ul: [],
  ol: ['start', 'reversed', 'type'],
  li: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  blockquote: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Elements removed together with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'head',
  'title',
]);

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/**
 * The scheme of a URL as a browser would read it: control characters and whitespace inside the
 * value are ignored ("java\tscript:" is javascript:). null for a relative URL.
 */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match ? match[1]!.toLowerCase() : null;
}

function allowedUrl(url: string, schemes: Set<string>, allowRelative: boolean): boolean {
  const value = url.trim();
  if (!value) return false;
  const scheme = schemeOf(value);
  if (scheme) return schemes.has(scheme);
  // Protocol-relative (//host) addresses take the page's scheme from wherever the page is served.
  if (value.startsWith('//') || value.startsWith('\\')) return false;
  return allowRelative;
}

export interface SanitizeOptions {
  /** Maps an image address before it is used (e.g. /media/... to the API's origin). */
  resolveImageSrc?: (src: string) => string;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** The parser a server render provides (the browser's DOMParser otherwise). */
let parserClass: { new (): Pick<DOMParser, 'parseFromString'> } | null = null;

export function setHtmlParser(parser: { new (): Pick<DOMParser, 'parseFromString'> }) {
  parserClass = parser;
}

function cleanChildren(source: Node, target: Node, doc: Document, options: SanitizeOptions) {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    const attributes = ALLOWED[tag];
    if (!attributes) {
      // Unknown but harmless (div, span, section...): keep what is inside.
      cleanChildren(element, target, doc, options);
      continue;
    }
    const copy = doc.createElement(tag);
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if (tag === 'a' && name === 'href') {
        if (allowedUrl(value, LINK_SCHEMES, false)) copy.setAttribute('href', value.trim());
      } else if (tag === 'img' && name === 'src') {
        if (allowedUrl(value, IMAGE_SCHEMES, true)) {
          const src = value.trim();
          copy.setAttribute('src', options.resolveImageSrc ? options.resolveImageSrc(src) : src);
        }
      } else {
        copy.setAttribute(name, value);
      }
    }
    if (tag === 'a') copy.setAttribute('rel', 'noopener noreferrer');
    if (tag === 'img') {
      if (!copy.hasAttribute('src')) continue; // an image without a safe address shows nothing
      if (!copy.hasAttribute('alt')) copy.setAttribute('alt', '');
      copy.setAttribute('loading', 'lazy');
      copy.setAttribute('decoding', 'async');
    }
    cleanChildren(element, copy, doc, options);
    target.appendChild(copy);
  }
}

/** The HTML with only the allowed elements, attributes and addresses left. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  if (!html) return '';
  const doc = new (parserClass ?? DOMParser)().parseFromString(html, 'text/html');
  const container = doc.createElement('div');
  cleanChildren(doc.body, container, doc, options);
  return container.innerHTML;
}
