// The server container's exposed module (public_site/ssr), which the host's web server loads at
// runtime from this remote's URL (webpack-config: buildServerConfig). Images are named from
// webpack's public path: it is set to the remote's browser address before any page module runs,
// so the server's HTML names the very files the browser build does.
import type { PageRenderer } from './render';

declare let __webpack_public_path__: string;

export type { PageRenderer, RenderedPage, RenderRequest } from './render';

/** The renderer of this release, its images at `assetBase` (the remote's browser base URL). */
export async function createRenderer({ assetBase }: { assetBase: string }): Promise<PageRenderer> {
  __webpack_public_path__ = assetBase;
  const { renderPage } = await import('./render');
  return { renderPage };
}
