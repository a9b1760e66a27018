// The allow-list for blog HTML (mainContent), applied before it is stored: what the blog page may
// show, and nothing that can run script or load from a `javascript:`/`data:` address. The public
// site sanitises again when it renders (a row written before this existed, or by hand, is covered).
import sanitize from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TEXT = ['p', 'br', 'hr', 'blockquote', 'code', 'pre'];
const EMPHASIS = ['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup'];
const LISTS = ['ul', 'ol', 'li'];
const TABLES = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...HEADINGS, ...TEXT, ...EMPHASIS, ...LISTS, ...TABLES, 'a', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Only these schemes survive in href/src; a relative address has no scheme and is kept.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/x" takes the page's scheme from wherever the page is served: not an address we chose.
  allowProtocolRelative: false,
  // Removed together with their text (other unknown tags are unwrapped, their text kept).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'xmp',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  // An image whose address was refused would only show a broken-image icon.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link to another site must not get a handle on the blog's window.
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** The blog HTML with only allowed elements, attributes and addresses left. Idempotent. */
export function sanitizeBlogHtml(html: string): string {
  // One pass can leave markup that reads back differently (a <p> left inside a <p> once the
  // unknown tag between them is gone, which the parser then closes): passes until it reads back
  // the same, so that what is stored is what the site's own sanitising shows.
  let clean = sanitize(html, OPTIONS).trim();
  for (let pass = 0; pass < 3; pass += 1) {
    const again = sanitize(clean, OPTIONS).trim();
    if (again === clean) break;
    clean = again;
  }
  return clean;
}
