// The server container's loader for stylesheets: a server render writes no CSS (the page links the
// browser build's), so an `import './x.css'` becomes an empty module.
module.exports = function ignoreStyles() {
  return 'export {};';
};
