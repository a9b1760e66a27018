// Shared singletons of docs/architecture.md: react and react-dom with their subpath forms, and the
// shared-ui entry points. Versions come from the consuming package.json.
//
// The router is shared through @tours/shared-ui/router, not as react-router(-dom): a shared module
// keeps every export (webpack cannot know what another app will ask for), so sharing react-router
// itself shipped all of it, data routers included. The facade names what the apps use and webpack
// tree-shakes react-router inside it; it is still one singleton, so host and remotes share one
// router context. zod sits only in the `schemas` entry, which the pages load when a form needs it.
const sharedUi = require('../../shared-ui/package.json');

module.exports = function sharedSingletons(dependencies) {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  const shared = {
    react: singleton(dependencies.react),
    'react/': singleton(dependencies.react),
    'react-dom': singleton(dependencies['react-dom']),
    'react-dom/': singleton(dependencies['react-dom']),
  };
  for (const entry of ['components', 'forms', 'api', 'domain', 'schemas', 'router']) {
    shared[`@tours/shared-ui/${entry}`] = {
      singleton: true,
      requiredVersion: `^${sharedUi.version}`,
      version: sharedUi.version,
    };
  }
  return shared;
};
