// Puts <link rel="preload"> tags in index.html for the chunks a page needs before it can render:
// the chunk of the async boundary (`import('./bootstrap')`) and the chunks of the shared modules it
// consumes (react-dom, the router, shared-ui) as this app provides them, followed transitively. Without them the
// browser discovers those files only after main.js has downloaded and run: one round trip more
// before the first render. Other lazy chunks (pages, dialogs) are not preloaded.
// Their stylesheets are linked as stylesheets, not preloaded: a page rendered on the server paints
// before any script runs and must not paint unstyled. `data-href` is the name mini-css-extract's
// loader looks for before it adds the chunk's stylesheet itself, so it is not loaded twice.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadBootChunksPlugin';

function bootFiles(compilation) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const seen = new Set();
  // What the page loads for a shared module is the chunk of its provider: the app registers its
  // own copies in the share scope before the boundary, and `loaded-first` takes those.
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    providers.set(module._name, [...(providers.get(module._name) ?? []), module]);
  }
  const visitGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const source of providers.get(module.options.shareKey) ?? [module]) {
          for (const block of source.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
        }
      }
    }
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
        for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  }
  return [...files].filter((file) => /\.(js|css)$/.test(file));
}

module.exports = class PreloadBootChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const base = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const links = bootFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: file.endsWith('.css')
            ? { rel: 'stylesheet', href: `${base}${file}`, 'data-href': file }
            : { rel: 'preload', as: 'script', href: `${base}${file}` },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
};
