const createWebpackConfig = require('@tours/webpack-config');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  port: Number(process.env.PORT) || 3001,
  federation,
  page: { title: 'Tours and Travels' },
  // The server container the host's web server renders the public pages with.
  serverExposes: { './ssr': './src/server/index.ts' },
});
