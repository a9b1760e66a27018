// Async boundary: shared modules (react, shared-ui, ...) are negotiated before any of them runs.
// The runtime config (RUNTIME_CONFIG_URL of shared-ui's domain: nothing shared can be imported
// here) is requested at the same time, since the page can render nothing without it.
const configResponse = fetch('/app-config.json', { cache: 'no-cache' });
// The bootstrap reports a failure; this keeps it from also showing as an unhandled rejection.
configResponse.catch(() => undefined);

void import('./bootstrap').then(({ start }) => start(configResponse));
