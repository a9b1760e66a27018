const createWebpackConfig = require('@tours/webpack-config');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  port: Number(process.env.PORT) || 3000,
  federation,
  // Its scripts run nearly all their code as the page starts: compiled as they stream in.
  compileHints: true,
  page: {
    title: 'Tours and Travels',
    // Shown from the first byte until the frame renders (React replaces it): the page paints at
    // once instead of staying blank while its scripts load. Styled like the frame's own fallback.
    rootHtml:
      '<div class="host-loading" role="status" style="min-height: 60vh; display: flex; align-items: center; justify-content: center">Loading...</div>',
  },
});
