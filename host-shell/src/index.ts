// Async boundary: shared modules (react, shared-ui, ...) are negotiated before any of them runs.
// The runtime config comes inline in the page (the production server puts it there, with preload
// links for the remote: web-server/src/page-hints.mjs); otherwise (the dev server) it is requested
// now (RUNTIME_CONFIG_URL of shared-ui's domain: nothing shared can be imported here), since the
// page can render nothing without it.
const inlineConfig = document.getElementById('app-config')?.textContent;
const configResponse = inlineConfig
  ? Promise.resolve(new Response(inlineConfig, { headers: { 'Content-Type': 'application/json' } }))
  : fetch('/app-config.json', { cache: 'no-cache' });
// The bootstrap reports a failure; this keeps it from also showing as an unhandled rejection.
configResponse.catch(() => undefined);

// The shared modules are negotiated and the app started in a task of its own: this one has
// already evaluated the entry and started the federation runtime, and the two together held a
// phone's main thread for one long task (docs/performance.md).
setTimeout(() => void import('./bootstrap').then(({ start }) => start(configResponse)), 0);
