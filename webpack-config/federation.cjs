// Module Federation settings the host and the remotes have in common.
//
// Shared singletons of docs/architecture.md: react and react-dom with their subpath forms, and the
// JavaScript entry points of @tours/shared-ui (read from its package.json `exports`, so a new entry
// is shared without a change here), booking-office, gst, translations, http and csv excepted. Versions come from the
// consuming package.json.
//
// The router is shared through @tours/shared-ui/router, not as react-router(-dom): a shared module
// keeps every export (webpack cannot know what another app will ask for), so sharing react-router
// itself shipped all of it, data routers included. The facade names what the apps use and webpack
// tree-shakes react-router inside it; it is still one singleton, so host and remotes share one
// router context. zod sits only in the `schemas` entry, which the pages load when a form needs it.
const sharedUi = require('@tours/shared-ui/package.json');

/**
 * The shared-ui entry points shared as singletons (`./components`, `./api`, ...): every export but
 * files, `./testing` (the unit tests' runtime configuration, which no bundle imports) and
 * `./booking-office`, `./gst`, `./translations`, `./policies` and `./csv` (pure rules, types and calls, no state:
 * each app bundles, tree-shaken, what its pages use, and none registers the rest), and `./http` (the
 * servers' headers, in no browser bundle); shared-ui/README.md.
 */
const NOT_SHARED = [
  '.',
  './testing',
  './booking-office',
  './gst',
  './translations',
  './policies',
  './csv',
  './http',
];
const SHARED_UI_ENTRIES = Object.keys(sharedUi.exports).filter(
  (entry) => !NOT_SHARED.includes(entry) && !/\.\w+$/.test(entry),
);

function sharedSingletons(dependencies) {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  const shared = {
    react: singleton(dependencies.react),
    'react/': singleton(dependencies.react),
    'react-dom': singleton(dependencies['react-dom']),
    'react-dom/': singleton(dependencies['react-dom']),
  };
  for (const entry of SHARED_UI_ENTRIES) {
    shared[`@tours/shared-ui/${entry.slice(2)}`] = {
      singleton: true,
      requiredVersion: `^${sharedUi.version}`,
      version: sharedUi.version,
    };
  }
  return shared;
}

/**
 * A remote of this site (public_site, admin_console): it exposes its whole route tree as `./App`
 * (src/app/app.tsx) and publishes mf-manifest.json, which the host's runtime config points at.
 */
function remoteFederation({ name, dependencies }) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: {
      './App': './src/app/app.tsx',
    },
    shared: sharedSingletons(dependencies),
    shareStrategy: 'loaded-first',
    experiments: {
      // A remote loads no remotes of its own: leave the remote-loading and manifest-snapshot code
      // out of its runtime, and the Node.js code paths too (host-shell/README.md, bundle budget).
      optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
    },
    manifest: { fileName: 'mf-manifest.json' },
    // The host loads remotes at runtime from URLs in its runtime config and types them with
    // RemoteAppProps from shared-ui, so no type archive has to be fetched at build time.
    dts: false,
  };
}

module.exports = { sharedSingletons, remoteFederation, SHARED_UI_ENTRIES };
