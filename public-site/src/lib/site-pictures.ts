// The agency's own pictures for search and link previews, shipped with the site (raster: link
// previews and search engines do not take SVG). Drawn once from src/assets/hero.svg (cropped to
// 1200 x 630) and from the logo mark of components/logo.tsx (512 x 512) with sharp.
import logoUrl from '../assets/logo.png';
import sharePictureUrl from '../assets/share-picture.jpg';

/** A page's Open Graph picture when it has none of its own (home, About, the lists, the policies). */
export const SHARE_PICTURE = {
  width: 1200,
  height: 630,
  alt: 'Snow-capped mountains and green hills above a lake with a sailing boat at sunset',
};

/**
 * A shipped file's absolute address: webpack names it from the remote's base (the script's origin in
 * a browser, the remote's browser address in a server render), which may be a path only.
 */
const absolute = (file: string, pageUrl: string) => new URL(file, pageUrl).href;

export const sharePicture = (pageUrl: string) => absolute(sharePictureUrl, pageUrl);
export const agencyLogo = (pageUrl: string) => absolute(logoUrl, pageUrl);
