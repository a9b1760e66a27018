const createWebpackConfig = require('@tours/webpack-config');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  port: Number(process.env.PORT) || 3002,
  federation,
  page: {
    title: 'Agency admin',
    description: 'Agency admin console.',
    noscript: 'The admin console needs JavaScript.',
    robots: 'noindex, nofollow',
  },
});
