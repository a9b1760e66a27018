import {
  isAllowedImageAddress,
  mediaId,
  mediaOgImageUrl,
  mediaSrcSet,
  mediaUrl,
  mediaVariantHeight,
  mediaVariantWidths,
  parseMediaUrl,
} from '../media';

const id = mediaId('0123456789abcdef0123', 2400, 1600);

describe('library photo addresses', () => {
  it('names a photo by its hash and displayed size, and reads the size back from any variant', () => {
    expect(id).toBe('0123456789abcdef-2400x1600');
    expect(parseMediaUrl(`https://api.test/media/library/${id}/640.webp`)).toEqual({
      id,
      width: 2400,
      height: 1600,
      base: 'https://api.test/media/library/',
    });
    expect(parseMediaUrl(`/media/library/${id}/og.jpg`)?.base).toBe('/media/library/');
    expect(parseMediaUrl('/media/destinations/darjeeling-1.svg')).toBeNull();
    expect(parseMediaUrl('/media/library/not-an-id/640.jpg')).toBeNull();
  });

  it('never makes a variant wider than the photo', () => {
    expect(mediaVariantWidths(2400)).toEqual([320, 640, 960, 1280, 1920]);
    expect(mediaVariantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(mediaVariantWidths(640)).toEqual([320, 640]);
    expect(mediaVariantWidths(200)).toEqual([200]);
    expect(mediaVariantHeight({ width: 2400, height: 1600 }, 960)).toBe(640);
  });

  it('stores the largest JPEG, and builds srcsets and the Open Graph picture from it', () => {
    const ref = parseMediaUrl(`/media/library/${id}/1920.jpg`)!;
    expect(mediaUrl(ref)).toBe(`/media/library/${id}/1920.jpg`);
    expect(mediaSrcSet(ref, 'avif')).toBe(
      [320, 640, 960, 1280, 1920].map((w) => `/media/library/${id}/${w}.avif ${w}w`).join(', '),
    );
    expect(mediaOgImageUrl(ref)).toBe(`/media/library/${id}/og.jpg`);
  });
});

describe('isAllowedImageAddress', () => {
  it.each(['https://example.com/a.jpg', 'http://example.com/a.jpg', '/media/library/x/1.jpg'])(
    'accepts %s',
    (address) => expect(isAllowedImageAddress(address)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.test/a.jpg',
    '/media/../etc/passwd',
    'ftp://example.com/a.jpg',
    'not a url',
  ])('refuses %s', (address) => expect(isAllowedImageAddress(address)).toBe(false));
});
