// Stands in for axios/lib/cancel/CancelToken.js in the browser bundles (see README.md here).
// CancelToken is axios' deprecated way of cancelling; our client never uses it (AbortController's
// `signal` is the current one). Using it anyway fails loudly instead of silently doing nothing.
export default class CancelToken {
  constructor() {
    throw new Error(
      'axios CancelToken is not in this build: cancel with an AbortController signal.',
    );
  }

  static source() {
    return new CancelToken();
  }
}
