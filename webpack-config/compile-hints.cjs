// V8's explicit compile hint (v8.dev/blog/explicit-compile-hints, Chromium 136+): the magic comment
// `//# allFunctionsCalledOnLoad` at the top of a script has its functions compiled with the script,
// while it streams in, off the main thread, instead of one by one on the main thread as they are
// first called. For apps whose scripts run nearly all their code as they load (the host's runtime
// and react-dom, the public site's route tree and pages): every script, the small ones too (with
// the hint only on those of 10 KB or more, a destination page's Total Blocking Time was about a
// third higher: docs/performance.md). webpack's BannerPlugin writes it after minification, which
// would drop it, and before the source maps are made, which then count its line.
const webpack = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad';

function compileHintsPlugin() {
  return new webpack.BannerPlugin({
    banner: HINT,
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

module.exports = { compileHintsPlugin, HINT };
