// Module Federation settings of the host: no remote is known at build time. The runtime config
// (app-config.json) names the remotes' mf-manifest.json URLs, registered when the page starts.
const { dependencies } = require('./package.json');
const sharedSingletons = require('../scripts/webpack/shared-deps.cjs');

module.exports = {
  name: 'host_shell',
  remotes: {},
  shared: sharedSingletons(dependencies),
  // Use what is already loaded instead of fetching every remote entry at start.
  shareStrategy: 'loaded-first',
  // Browser only: the runtime drops its Node.js code paths. The snapshot (manifest) and remote
  // loading code stay: the remotes are found through their mf-manifest.json.
  experiments: { optimization: { target: 'web' } },
  // The remotes' entry files use this runtime core instead of shipping their own (bundle budget).
  runtimePlugins: [require.resolve('./src/features/remotes/provide-runtime-core.ts')],
  dts: false,
};
