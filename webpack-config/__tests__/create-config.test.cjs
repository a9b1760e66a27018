// The configurations the apps build with: what a remote, the host and a development server get.
const path = require('node:path');

const createWebpackConfig = require('../create-config.cjs');
const { remoteFederation, sharedSingletons, SHARED_UI_ENTRIES } = require('../federation.cjs');
const sharedUi = require('@tours/shared-ui/package.json');

const PUBLIC_SITE = path.join(__dirname, '..', '..', 'public-site');
const DEPENDENCIES = { react: '^19.2.0', 'react-dom': '^19.2.0' };

const remote = remoteFederation({ name: 'public_site', dependencies: DEPENDENCIES });
const makeConfig = (federation, mode) =>
  createWebpackConfig({ packageDir: PUBLIC_SITE, port: 3001, federation, page: { title: 'Site' } })(
    {},
    { mode },
  );

describe('sharedSingletons', () => {
  it('shares react and react-dom with their subpath forms at the app’s versions', () => {
    const shared = sharedSingletons(DEPENDENCIES);
    for (const name of ['react', 'react/', 'react-dom', 'react-dom/']) {
      expect(shared[name]).toEqual({ singleton: true, requiredVersion: '^19.2.0' });
    }
  });

  it('shares every JavaScript entry of shared-ui but booking-office, gst, translations, policies, http and csv, none of its files or its tests’ entry', () => {
    const shared = sharedSingletons(DEPENDENCIES);
    const entries = Object.keys(sharedUi.exports).filter(
      (key) =>
        !/\.\w+$/.test(key) &&
        ![
          './testing',
          './booking-office',
          './gst',
          './translations',
          './policies',
          './http',
          './csv',
        ].includes(key),
    );
    expect(SHARED_UI_ENTRIES).toEqual(entries);
    for (const entry of entries) {
      expect(shared[`@tours/shared-ui/${entry.slice(2)}`]).toEqual({
        singleton: true,
        requiredVersion: `^${sharedUi.version}`,
        version: sharedUi.version,
      });
    }
    expect(Object.keys(shared).filter((key) => key.endsWith('.css'))).toEqual([]);
    expect(shared['@tours/shared-ui/package.json']).toBeUndefined();
    expect(shared['@tours/shared-ui/testing']).toBeUndefined();
    // Pure rules and calls without state: each app bundles what it uses (shared-ui/README.md).
    expect(shared['@tours/shared-ui/booking-office']).toBeUndefined();
    expect(shared['@tours/shared-ui/gst']).toBeUndefined();
    expect(shared['@tours/shared-ui/translations']).toBeUndefined();
    expect(shared['@tours/shared-ui/policies']).toBeUndefined();
    expect(shared['@tours/shared-ui/csv']).toBeUndefined();
    // The servers' headers: in no browser bundle at all.
    expect(shared['@tours/shared-ui/http']).toBeUndefined();
  });
});

describe('remoteFederation', () => {
  it('exposes the route tree, publishes a manifest and loads no remotes of its own', () => {
    expect(remote).toMatchObject({
      name: 'public_site',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/app/app.tsx' },
      shareStrategy: 'loaded-first',
      manifest: { fileName: 'mf-manifest.json' },
      experiments: { optimization: { target: 'web', disableRemote: true } },
      dts: false,
    });
  });
});

describe('createWebpackConfig', () => {
  it('builds a remote for production as the remote and its standalone page, into one dist/', () => {
    const [federated, standalone] = makeConfig(remote, 'production');
    expect(federated.name).toBe('public_site');
    expect(federated.output).toMatchObject({ publicPath: 'auto', clean: true });
    expect(federated.optimization.runtimeChunk).toBe(false);
    const plugin = federated.plugins.find(
      (item) => item.constructor.name === 'ModuleFederationPlugin',
    );
    expect(plugin._options.experiments.externalRuntime).toBe(true);

    expect(standalone.name).toBe('public_site_standalone');
    expect(standalone.dependencies).toEqual(['public_site']);
    expect(standalone.output.path).toBe(federated.output.path);
    expect(standalone.output).toMatchObject({
      filename: 'standalone.[name].[contenthash:10].js',
      clean: false,
    });
    expect(standalone.plugins.map((item) => item.constructor.name)).not.toContain(
      'ModuleFederationPlugin',
    );
  });

  it('takes react-router’s published production build in production only', () => {
    const [federated] = makeConfig(remote, 'production');
    expect(federated.resolve.alias['react-router$']).toMatch(
      /react-router[\\/]dist[\\/]production[\\/]index\.mjs$/,
    );
    expect(makeConfig(remote, 'development').resolve.alias).toEqual({});
  });

  it('builds the host, and a remote in development, as one federated build with its page', () => {
    const host = makeConfig({ name: 'host_shell', remotes: {} }, 'production');
    expect(host.name).toBe('host_shell');
    expect(host.entry).toBe('./src/index.ts');
    const names = host.plugins.map((item) => item.constructor.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'ModuleFederationPlugin',
        'HtmlWebpackPlugin',
        'PreloadBootChunksPlugin',
      ]),
    );
    const dev = makeConfig(remote, 'development');
    expect(dev.mode).toBe('development');
    expect(dev.devServer).toMatchObject({ port: 3001, historyApiFallback: true });
  });

  it('marks the production browser scripts for eager compilation only when asked', () => {
    const webpack = require('webpack');
    const { HINT } = require('../compile-hints.cjs');
    const hints = (config) =>
      config.plugins.filter(
        (item) => item instanceof webpack.BannerPlugin && item.options.banner === HINT,
      ).length;
    const withHints = (mode) =>
      createWebpackConfig({
        packageDir: PUBLIC_SITE,
        port: 3001,
        federation: remote,
        page: { title: 'Site' },
        serverExposes: { './ssr': './src/server/index.ts' },
        compileHints: true,
      })({}, { mode });
    const [federated, standalone, server] = withHints('production');
    expect([hints(federated), hints(standalone), hints(server)]).toEqual([1, 1, 0]);
    expect(hints(withHints('development'))).toBe(0);
    expect(makeConfig(remote, 'production').map(hints)).toEqual([0, 0]);
  });

  it('resolves its loaders from this package', () => {
    const host = makeConfig({ name: 'host_shell', remotes: {} }, 'development');
    const loaders = host.module.rules.flatMap((rule) =>
      [rule.use]
        .flat()
        .filter(Boolean)
        .map((use) => (typeof use === 'string' ? use : use.loader)),
    );
    expect(loaders.length).toBeGreaterThan(0);
    for (const loader of loaders) expect(path.isAbsolute(loader)).toBe(true);
  });
});
