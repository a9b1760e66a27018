const createWebpackConfig = require('@tours/webpack-config');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  port: Number(process.env.PORT) || 3000,
  federation,
  title: 'Tours and Travels',
});
