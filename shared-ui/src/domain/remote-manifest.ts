// Where a remote's files are, read from its Module Federation manifest (mf-manifest.json). The host
// reads it in the browser to register the remote's entry; the web server reads it to put preload
// links in the site's page. Pure: no fetch, no DOM, no Node.

/** The part of a remote's mf-manifest.json this project reads. */
export interface RemoteManifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: Array<{
    name?: string;
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }>;
}

export interface RemoteLocation {
  /** The address the remote's files are relative to. */
  base: string;
  /** The address of the remote's entry file. */
  entry: string;
}

/**
 * The remote's files and entry, from its manifest and the absolute address it was read from; null
 * when the manifest names no entry. publicPath 'auto' (or none) means beside the manifest.
 */
export function remoteLocation(
  manifestUrl: string,
  manifest: RemoteManifest,
): RemoteLocation | null {
  const meta = manifest.metaData;
  const entry = meta?.remoteEntry;
  if (!entry?.name) return null;
  const publicPath = meta?.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : '.';
  const base = new URL(publicPath, manifestUrl).href;
  return { base, entry: new URL(`${entry.path ?? ''}${entry.name}`, base).href };
}
