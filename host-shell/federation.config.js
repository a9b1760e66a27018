// Module Federation settings of the host: no remote is known at build time. The runtime config
// (app-config.json) names the remotes' mf-manifest.json URLs, registered when the page starts.
const { dependencies } = require('./package.json');
const { sharedSingletons } = require('@tours/webpack-config/federation');

module.exports = {
  name: 'host_shell',
  remotes: {},
  shared: sharedSingletons(dependencies),
  // Use what is already loaded instead of fetching every remote entry at start.
  shareStrategy: 'loaded-first',
  // Browser only: the runtime drops its Node.js code paths, and its manifest-snapshot code: the
  // host reads each remote's mf-manifest.json itself and registers the entry file it names
  // (src/features/remotes/remote-loader.ts), which costs 1.6 KB gzip less than the snapshot code.
  experiments: { optimization: { target: 'web', disableSnapshot: true } },
  // The remotes' entry files use this runtime core instead of shipping their own (bundle budget).
  runtimePlugins: [require.resolve('./src/features/remotes/provide-runtime-core.ts')],
  dts: false,
};
