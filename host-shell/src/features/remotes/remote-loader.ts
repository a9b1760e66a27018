// Loads a remote's exposed ./App through the Module Federation runtime. The remotes' manifest URLs
// come from the runtime config, so a remote moves or ships without rebuilding the host. The host
// reads a manifest itself (the runtime is built without its snapshot code) and registers the entry
// file the manifest names; the production page preloads that manifest (scripts/lib/page-hints.mjs).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@tours/shared-ui/components';
import type { RuntimeConfig } from '@tours/shared-ui/domain';
import type { ComponentType } from 'react';

export type RemoteName = keyof RuntimeConfig['remotes'];
export type RemoteApp = ComponentType<RemoteAppProps>;
export type RemoteAppLoader = (name: RemoteName, attempt: number) => Promise<RemoteApp>;

interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
}

/** The address of the entry file a remote's mf-manifest.json names. */
export async function remoteEntryUrl(manifestUrl: string): Promise<string> {
  const manifestAddress = new URL(manifestUrl, window.location.href);
  // The same request as the page's preload link (a CORS fetch without credentials), so it is reused.
  const response = await fetch(manifestAddress.href);
  if (!response.ok) {
    throw new Error(`Could not load ${manifestAddress.href} (HTTP ${response.status}).`);
  }
  const { metaData } = (await response.json()) as RemoteManifest;
  const entry = metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestAddress.href} names no remote entry.`);
  // publicPath 'auto': the remote's files sit beside its manifest.
  const publicPath = metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestAddress);
  return new URL(`${entry.path ?? ''}${entry.name}`, base).href;
}

/**
 * Whether this page came with preload links for the remote's scripts (scripts/lib/page-hints.mjs).
 * When such a preload failed (the remote was down as the page loaded), the browser keeps that
 * failure for the page's lifetime and hands it to the next request of the same script: a retry in
 * this page would fail again, so it reloads the page instead, which then comes with fresh links.
 */
function pagePreloadedScriptsOf(manifestUrl: string): boolean {
  const base = new URL('.', new URL(manifestUrl, window.location.href)).href;
  return Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
  ).some((link) => link.href.startsWith(base));
}

export function createFederationLoader(
  config: RuntimeConfig,
  reloadPage: () => void = () => window.location.reload(),
): RemoteAppLoader {
  // Nothing is fetched until a route needs a remote; then its manifest once, unless retried.
  const registered = new Map<RemoteName, Promise<void>>();
  const register = (name: RemoteName, force: boolean) =>
    remoteEntryUrl(config.remotes[name]).then((entry) =>
      registerRemotes([{ name, entry }], force ? { force: true } : undefined),
    );
  return async (name, attempt) => {
    if (attempt > 0 && pagePreloadedScriptsOf(config.remotes[name])) {
      reloadPage();
      return new Promise<never>(() => undefined);
    }
    let registration = registered.get(name);
    if (!registration || attempt > 0) {
      // A retry reads the manifest again and replaces what the runtime cached, failures included.
      registration = register(name, attempt > 0);
      registered.set(name, registration);
    }
    await registration;
    const module = await loadRemote<{ default: RemoteApp }>(`${name}/App`);
    if (!module || typeof module.default !== 'function') {
      throw new Error(`${name} did not provide an App.`);
    }
    return module.default;
  };
}
