// Loads a remote's exposed ./App through the Module Federation runtime. The remotes' manifest URLs
// come from the runtime config, so a remote moves or ships without rebuilding the host. The host
// reads a manifest itself (the runtime is built without its snapshot code) and registers the entry
// file the manifest names (remoteLocation, shared with the web server, which preloads that manifest:
// web-server/src/page-hints.mjs). A remote's manifest and entry get `remoteTimeoutMs` each: a
// server that accepts and never answers ends in the fallback with Retry, not in 'Loading...'.
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@tours/shared-ui/components';
import { remoteLocation, type RemoteManifest, type RuntimeConfig } from '@tours/shared-ui/domain';
import type { ComponentType } from 'react';

export type RemoteName = keyof RuntimeConfig['remotes'];
export type RemoteApp = ComponentType<RemoteAppProps>;
export type RemoteAppLoader = (name: RemoteName, attempt: number) => Promise<RemoteApp>;

/** The address of the entry file a remote's mf-manifest.json names. */
export async function remoteEntryUrl(manifestUrl: string, timeoutMs: number): Promise<string> {
  const manifestAddress = new URL(manifestUrl, window.location.href).href;
  // The same request as the page's preload link (a CORS fetch without credentials), so it is
  // reused; the signal also bounds reading the body.
  const response = await fetch(manifestAddress, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) {
    throw new Error(`Could not load ${manifestAddress} (HTTP ${response.status}).`);
  }
  const location = remoteLocation(manifestAddress, (await response.json()) as RemoteManifest);
  if (!location) throw new Error(`${manifestAddress} names no remote entry.`);
  return location.entry;
}

/**
 * The runtime's own time limit for a remote entry's <script> (its createScript hook; 20 s by
 * default), set to the runtime config's.
 */
export function remoteEntryTimeout(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'tours-remote-entry-timeout',
    createScript: () => ({ timeout: timeoutMs }),
  };
}

/**
 * Whether this page came with preload links for the remote's scripts (web-server/src/page-hints.mjs).
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
  const timeoutMs = config.remoteTimeoutMs;
  registerPlugins([remoteEntryTimeout(timeoutMs)]);
  // Nothing is fetched until a route needs a remote; then its manifest once, unless retried.
  const registered = new Map<RemoteName, Promise<void>>();
  const register = (name: RemoteName, force: boolean) =>
    remoteEntryUrl(config.remotes[name], timeoutMs).then((entry) =>
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
