// Async boundary: shared modules (react, shared-ui, ...) are negotiated before any of them runs.
import('./bootstrap');
