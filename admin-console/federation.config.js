// Module Federation settings of the admin_console remote: it exposes its whole /admin route tree.
const { dependencies } = require('./package.json');
const sharedSingletons = require('../scripts/webpack/shared-deps.cjs');

module.exports = {
  name: 'admin_console',
  filename: 'remoteEntry.js',
  exposes: {
    './App': './src/app/app.tsx',
  },
  shared: sharedSingletons(dependencies),
  shareStrategy: 'loaded-first',
  experiments: {
    // A remote loads no remotes of its own: leave the remote-loading and manifest-snapshot code out
    // of its runtime, and the Node.js code paths too (host-shell/README.md, bundle budget).
    optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
  },
  manifest: { fileName: 'mf-manifest.json' },
  // The host loads remotes at runtime from URLs in its runtime config and types them with
  // RemoteAppProps from shared-ui, so no type archive has to be fetched at build time.
  dts: false,
};
