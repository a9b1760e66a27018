// The public site's translation catalogues (`locales/<locale>.json`: message id -> ICU message)
// compiled at build time with Lingui's own compiler, as `lingui compile` would: the browser and the
// server container get Lingui's compiled form (plurals, placeholders already parsed), so no message
// parser ships to a visitor. Jest imports the JSON as it is and Lingui compiles it there (outside a
// production build it registers its compiler itself).
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/** @type {import('webpack').LoaderDefinitionFunction} */
module.exports = function catalogLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') {
      throw new Error(`${this.resourcePath}: "${id}" is not a string.`);
    }
    compiled[id] = compileMessage(message);
  }
  return `export default ${JSON.stringify(compiled)};`;
};

/** The rule that sends every catalogue through this loader (both builds use it). */
module.exports.catalogRule = () => ({
  test: /[\\/]locales[\\/][a-z]{2}\.json$/,
  type: 'javascript/auto',
  use: [require.resolve('./catalog-loader.cjs')],
});
