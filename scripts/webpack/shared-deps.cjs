// Shared singletons of ARCHITECTURE.md: react, react-dom, react-router(-dom) with their subpath
// forms, and the three shared-ui entry points. Versions come from the consuming package.json.
const sharedUi = require('../../shared-ui/package.json');

module.exports = function sharedSingletons(dependencies) {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  const shared = {
    react: singleton(dependencies.react),
    'react/': singleton(dependencies.react),
    'react-dom': singleton(dependencies['react-dom']),
    'react-dom/': singleton(dependencies['react-dom']),
    'react-router-dom': singleton(dependencies['react-router-dom']),
    'react-router': singleton(dependencies['react-router-dom']),
  };
  for (const entry of ['components', 'api', 'domain']) {
    shared[`@tours/shared-ui/${entry}`] = {
      singleton: true,
      requiredVersion: `^${sharedUi.version}`,
      version: sharedUi.version,
    };
  }
  return shared;
};
