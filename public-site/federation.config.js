// Module Federation settings of the public_site remote: it exposes its whole route tree.
const { remoteFederation } = require('@tours/webpack-config/federation');
const { dependencies } = require('./package.json');

module.exports = remoteFederation({ name: 'public_site', dependencies });
