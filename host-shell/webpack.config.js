const createWebpackConfig = require('../scripts/webpack/create-config.cjs');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  port: Number(process.env.PORT) || 3000,
  federation,
  title: 'Tours and Travels',
});
