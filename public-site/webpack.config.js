const createWebpackConfig = require('@tours/webpack-config');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  port: Number(process.env.PORT) || 3001,
  federation,
  // Its scripts run nearly all their code as the page starts: compiled as they stream in.
  compileHints: true,
  page: { title: 'Tours and Travels' },
  // The server container the host's web server renders the public pages with.
  serverExposes: { './ssr': './src/server/index.ts' },
});
