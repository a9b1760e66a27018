// Module Federation settings of the admin_console remote: it exposes its whole /admin route tree.
const { remoteFederation } = require('@tours/webpack-config/federation');
const { dependencies } = require('./package.json');

module.exports = remoteFederation({ name: 'admin_console', dependencies });
