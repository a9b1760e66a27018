import { applyHeadTags } from '../head-tags';

describe('applyHeadTags', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds meta tags, a canonical link and JSON-LD, and removes them on undo', () => {
    const undo = applyHeadTags({
      names: { robots: 'index, follow', keywords: '' },
      properties: { 'og:title': 'Darjeeling Diary' },
      canonical: 'https://tours.test/terms',
      jsonLd: { '@type': 'Article', headline: '</script><script>alert(1)</script>' },
    });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'index, follow',
    );
    // Empty values are not written.
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Darjeeling Diary',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://tours.test/terms',
    );
    const script = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('</script>');
    expect(JSON.parse(script.textContent!)).toEqual({
      '@type': 'Article',
      headline: '</script><script>alert(1)</script>',
    });

    undo();
    expect(document.head.innerHTML).toBe('');
  });

  it('overwrites an existing tag and puts its value back on undo', () => {
    document.head.innerHTML = '<meta name="robots" content="noindex">';
    const undo = applyHeadTags({ names: { robots: 'index, follow' } });
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'index, follow',
    );
    undo();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });
});
