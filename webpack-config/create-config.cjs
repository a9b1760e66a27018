// The webpack configuration every front end (host and remotes) builds with: a function of
// (env, argv) so that production and development differ only where they must.
const path = require('node:path');

const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const { catalogRule } = require('./catalog-loader.cjs');
const { compileHintsPlugin } = require('./compile-hints.cjs');
const PreloadBootChunksPlugin = require('./preload-boot-chunks.cjs');

/** TypeScript through ts-loader, for the browser build and the public site's server build alike. */
function typescriptRule(packageDir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      // Loaders are this package's dependencies, resolved from here, not from the app.
      loader: require.resolve('ts-loader'),
      // Types are checked by `tsc --noEmit` (npm run typecheck); the bundle only transpiles.
      options: { transpileOnly: true, configFile: path.join(packageDir, 'tsconfig.json') },
    },
  };
}

/**
 * What the site's pages say before their scripts run (index.html, the template beside this file),
 * unless an app's `page` says otherwise: the public site's, served by the host too.
 */
const PAGE_DEFAULTS = {
  description:
    'Tours and travels agency in Sonarpur, West Bengal: holiday packages across India with prices in rupees.',
  noscript: 'This site needs JavaScript to show destinations and take bookings.',
  /** meta robots, none by default. */
  robots: '',
  /** What #root holds until the app renders (React replaces it). */
  rootHtml: '',
};

// The app's own react-router (its package.json is exported), wherever npm installed it.
function reactRouterProductionAliases(packageDir) {
  const packageJson = require.resolve('react-router/package.json', { paths: [packageDir] });
  const dist = path.join(path.dirname(packageJson), 'dist');
  return {
    'react-router$': path.join(dist, 'production', 'index.mjs'),
    'react-router/dom$': path.join(dist, 'production', 'dom-export.mjs'),
  };
}

/**
 * One webpack configuration. `federation` is the app's Module Federation settings, or null for a
 * plain single-page build; `html` writes index.html (the page's texts); `prefix` starts every
 * emitted file's name; `compileHints` marks its scripts for eager compilation (compile-hints.cjs).
 */
function buildConfig({
  packageDir,
  port,
  production,
  name,
  entry,
  federation,
  html,
  prefix = '',
  compileHints = false,
}) {
  const hashed = production ? '.[contenthash:10]' : '';
  return {
    name,
    mode: production ? 'production' : 'development',
    context: packageDir,
    entry,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      // Remotes load their chunks relative to their own remote entry, wherever it is served.
      publicPath: 'auto',
      filename: `${prefix}[name]${hashed}.js`,
      chunkFilename: `${prefix}[name]${hashed}.js`,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      // A second build into the same folder (the standalone page) runs after the first, which
      // empties the folder.
      clean: !prefix,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's package exports only its development build (warnings and dev checks
      // included); production bundles take the production build it ships beside it.
      alias: production ? reactRouterProductionAliases(packageDir) : {},
    },
    module: {
      rules: [
        typescriptRule(packageDir),
        catalogRule(),
        {
          test: /\.css$/,
          use: [
            production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            require.resolve('css-loader'),
          ],
        },
        {
          test: /\.(svg|png|jpe?g|webp|avif|gif|ico|woff2)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      ...(federation ? [new ModuleFederationPlugin(federation)] : []),
      ...(html
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              // title, description, noscript, robots, rootHtml: read by the template.
              ...html,
              // The agency's icon, one for every app (beside the template). A PNG: Chromium reads
              // a page's icon in the page's renderer, and an SVG icon there is a whole SVG document
              // built on the main thread (about 30 ms on a phone-class CPU, while the page
              // starts); a 1 KB PNG is decoded in well under a millisecond.
              favicon: path.join(__dirname, 'favicon.png'),
              // The entry is tiny (it only starts the async boundary): in <head>, deferred.
              scriptLoading: 'defer',
              // The page is served for every route (/blogs/x too): its own tags must be
              // root-relative. Chunks keep publicPath 'auto' so a remote still loads them from
              // its own origin.
              publicPath: '/',
            }),
          ]
        : []),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: `${prefix}[name]${hashed}.css`,
              chunkFilename: `${prefix}[name]${hashed}.css`,
            }),
            ...(html ? [new PreloadBootChunksPlugin()] : []),
            ...(compileHints ? [compileHintsPlugin()] : []),
          ]
        : []),
    ],
    optimization: {
      // A runtime chunk would break remotes (docs/architecture.md, known pitfalls).
      runtimeChunk: false,
      // Shortest export names (webpack's default is 'deterministic'): 0.4 KB gzip less on the home
      // page. Shared and exposed modules keep their names (federation reads them at runtime).
      mangleExports: production ? 'size' : false,
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: [{ directory: path.join(packageDir, '.runtime'), publicPath: '/', watch: true }],
      client: { overlay: { warnings: false } },
    },
    watchOptions: { ignored: ['**/node_modules', '**/@mf-types/**', '**/dist/**'] },
  };
}

/**
 * A remote's server container (the public site's server rendering, docs/architecture.md): the same
 * federation settings and shared map, built for Node (`async-node`, library `commonjs-module`, the
 * `@module-federation/node` runtime plugin) into dist/server/remoteEntry.js, which the host's web
 * server loads at runtime from the remote's URL (beside the browser build's mf-manifest.json). It is one file: a render never
 * waits for a second download. Stylesheets are left out (the page links the browser build's) and
 * images keep the browser build's names; their address is set at runtime (publicPath '') to the
 * remote's browser base, so the server's HTML names the very files the browser build does.
 */
function buildServerConfig({ packageDir, federation, exposes }) {
  return {
    name: `${federation.name}_server`,
    mode: 'production',
    target: 'async-node',
    context: packageDir,
    entry: {},
    devtool: false,
    output: {
      path: path.join(packageDir, 'dist', 'server'),
      publicPath: '',
      // The one file (the container chunk takes in every other).
      filename: 'remoteEntry.js',
      chunkFilename: 'remoteEntry.js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `${federation.name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: reactRouterProductionAliases(packageDir),
    },
    module: {
      rules: [
        typescriptRule(packageDir),
        catalogRule(),
        { test: /\.css$/, use: [require.resolve('./ignore-styles-loader.cjs')] },
        {
          test: /\.(svg|png|jpe?g|webp|avif|gif|ico|woff2)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federation.name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        exposes,
        shared: federation.shared,
        shareStrategy: federation.shareStrategy,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { runtimeChunk: false, minimize: false },
    performance: { hints: false },
  };
}

/**
 * The host, and the remotes in development: one federated build with index.html.
 *
 * A remote in production is two builds into one folder:
 * - `remote`: remoteEntry.js, mf-manifest.json and the exposed route tree, with
 *   `experiments.externalRuntime`: the entry file takes the federation runtime core from the host
 *   (host-shell/src/features/remotes/provide-runtime-core.ts) instead of shipping a second copy of
 *   it, so a visitor downloads that code once (the bundle budget of the performance issue);
 * - `standalone`: the app's own page (index.html, files named standalone.*), a plain build with no
 *   federation: on its own there is nobody to share with, and no host to provide the runtime.
 *
 * - `server` (with `serverExposes`): the server container, buildServerConfig.
 *
 * `page` is what index.html says: its `title`, and where it differs from PAGE_DEFAULTS, its
 * `description`, `noscript` text, `robots` and `rootHtml`. `compileHints`: the production browser
 * builds' scripts are compiled as they stream in (compile-hints.cjs); for apps that run most of
 * their code at start, not for one whose chunks carry large libraries used in part (the admin's).
 *
 * @param {{ packageDir: string, port: number, federation: object,
 *   page: { title: string, description?: string, noscript?: string, robots?: string,
 *   rootHtml?: string }, serverExposes?: Record<string, string>, compileHints?: boolean }} options
 */
module.exports = function createWebpackConfig({
  packageDir,
  port,
  federation,
  page,
  serverExposes,
  compileHints = false,
}) {
  return (env, argv) => {
    const production = argv.mode === 'production';
    // `webpack --mode production --env server-only`: the server container alone.
    if (production && serverExposes && env?.['server-only']) {
      return buildServerConfig({ packageDir, federation, exposes: serverExposes });
    }
    const common = { packageDir, port, production, compileHints };
    const html = { ...PAGE_DEFAULTS, ...page };
    if (!production || !federation.exposes) {
      return buildConfig({
        ...common,
        name: federation.name,
        entry: './src/index.ts',
        federation,
        html,
      });
    }
    return [
      buildConfig({
        ...common,
        name: federation.name,
        entry: {},
        federation: {
          ...federation,
          experiments: { ...federation.experiments, externalRuntime: true },
        },
      }),
      {
        ...buildConfig({
          ...common,
          name: `${federation.name}_standalone`,
          entry: { main: './src/index.ts' },
          federation: null,
          html,
          prefix: 'standalone.',
        }),
        dependencies: [federation.name],
      },
      ...(serverExposes
        ? [
            {
              ...buildServerConfig({ packageDir, federation, exposes: serverExposes }),
              // After the browser builds, which empty dist/ first.
              dependencies: [`${federation.name}_standalone`],
            },
          ]
        : []),
    ];
  };
};
