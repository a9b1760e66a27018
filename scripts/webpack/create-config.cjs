// The webpack configuration every front end (host and remotes) builds with: a function of
// (env, argv) so that production and development differ only where they must.
const path = require('node:path');

const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const PreloadBootChunksPlugin = require('./preload-boot-chunks.cjs');

/**
 * @param {{ packageDir: string, port: number, federation: object, title: string }} options
 */
module.exports = function createWebpackConfig({ packageDir, port, federation, title }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(packageDir, 'dist'),
        // Remotes load their chunks relative to their own remote entry, wherever it is served.
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: federation.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              // Types are checked by `tsc --noEmit` (npm run typecheck); the bundle only transpiles.
              options: { transpileOnly: true, configFile: path.join(packageDir, 'tsconfig.json') },
            },
          },
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          {
            test: /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        new HtmlWebpackPlugin({
          template: path.join(packageDir, 'public', 'index.html'),
          title,
          favicon: path.join(packageDir, 'public', 'favicon.svg'),
          // The entry is tiny (it only starts the async boundary), so it goes in <head> deferred.
          scriptLoading: 'defer',
          // The page is served for every route (/blogs/x too): its own tags must be root-relative.
          // Chunks keep publicPath 'auto' so a remote still loads them from its own origin.
          publicPath: '/',
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
              }),
              new PreloadBootChunksPlugin(),
            ]
          : []),
      ],
      optimization: {
        // A runtime chunk would break remotes (ARCHITECTURE.md, known pitfalls).
        runtimeChunk: false,
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
  };
};
