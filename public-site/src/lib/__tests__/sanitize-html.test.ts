import { sanitizeHtml } from '../sanitize-html';

describe('sanitizeHtml (blog content allow-list)', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes, tables, br and hr', () => {
    const html =
      '<h2>Day one</h2><p>Tea at <strong>Glenary’s</strong>, <em>momos</em>, <b>b</b> <i>i</i> <u>u</u><br></p>' +
      '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote>Quote</blockquote><hr>' +
      '<table><caption>Prices</caption><thead><tr><th scope="col">Stay</th></tr></thead>' +
      '<tbody><tr><td colspan="2">Budget</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, iframes, objects, svg and forms with their content', () => {
    const html =
      '<p>Safe</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>' +
      '<object data="x.swf"></object><embed src="x"><svg><script>alert(2)</script></svg>' +
      '<form><input value="x"><button>Go</button></form><noscript>n</noscript>';
    expect(sanitizeHtml(html)).toBe('<p>Safe</p>');
  });

  it('drops every on* handler, style and unknown attribute', () => {
    const html =
      '<p onclick="alert(1)" style="color:red" class="x" id="y">Hi</p><img src="https://i.test/a.jpg" onerror="alert(1)" alt="A">';
    expect(sanitizeHtml(html)).toBe(
      '<p>Hi</p><img src="https://i.test/a.jpg" alt="A" loading="lazy" decoding="async">',
    );
  });

  it('keeps links only to http, https, mailto and tel, and adds rel="noopener noreferrer"', () => {
    const out = sanitizeHtml(
      '<a href="https://example.in/a" title="A">a</a><a href="mailto:x@y.in">m</a><a href="tel:+919800000000">t</a>' +
        '<a href="javascript:alert(1)">j</a><a href="JaVa\tScRiPt:alert(1)">j2</a><a href="data:text/html,x">d</a>' +
        '<a href="/places">relative</a>',
    );
    expect(out).toBe(
      '<a href="https://example.in/a" title="A" rel="noopener noreferrer">a</a>' +
        '<a href="mailto:x@y.in" rel="noopener noreferrer">m</a>' +
        '<a href="tel:+919800000000" rel="noopener noreferrer">t</a>' +
        '<a rel="noopener noreferrer">j</a><a rel="noopener noreferrer">j2</a>' +
        '<a rel="noopener noreferrer">d</a><a rel="noopener noreferrer">relative</a>',
    );
  });

  it('keeps images from http(s) or relative addresses only, lazily loaded', () => {
    const out = sanitizeHtml(
      '<img src="/media/blogs/a.svg" alt="A" width="600" height="400"><img src="data:image/png;base64,AAAA" alt="D">' +
        '<img src="javascript:alert(1)"><img src="//evil.test/x.png"><img alt="no src">',
      { resolveImageSrc: (src) => `http://api.test${src}` },
    );
    expect(out).toBe(
      '<img src="http://api.test/media/blogs/a.svg" alt="A" width="600" height="400" loading="lazy" decoding="async">',
    );
  });

  it('unwraps harmless unknown elements and keeps their text; drops comments', () => {
    expect(
      sanitizeHtml('<div><span>Kept</span> <section><p>too</p></section></div><!-- x -->'),
    ).toBe('Kept <p>too</p>');
  });

  it('escapes text, so markup hidden in text stays text', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(sanitizeHtml('')).toBe('');
  });
});
